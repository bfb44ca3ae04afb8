import { existsSync } from 'node:fs';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createMailer } from './adapters/mail/create-mailer';
import { createStorage } from './adapters/storage/create-storage';
import { createApp } from './app';
import { createAuth } from './auth/create-auth';
import { createVerifiedUser } from './auth/create-verified-user';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { demoSeeders } from './db/demo-seeders';
import { seedDemoData } from './db/seed';
import { demoAccounts } from './modules/accounts/demo-accounts';
import { demoMember } from './modules/subscriptions/demo-member';
import { syncTrainingCatalogue } from './modules/training/sync-training-catalogue';

async function main() {
  const startedAt = performance.now();
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') },
  );
  await database.migrate();
  // The training catalogue is product data: kept in step with the code in every mode.
  await syncTrainingCatalogue(database.db);

  const mailer = createMailer(config, database.db);
  const auth = createAuth({ config, db: database.db, mailer });
  const storage = createStorage(config);

  if (config.initialAdmin) {
    const admin = await createVerifiedUser(auth, {
      ...config.initialAdmin,
      name: 'Administrator',
      role: 'admin',
    });
    if (admin.created) console.log(`Created the administrator ${config.initialAdmin.email}.`);
  }
  if (!config.isProduction) {
    const seed = await seedDemoData({ db: database.db, auth, storage }, demoSeeders);
    if (seed.seeders.length > 0) console.log(`Seeded demo data: ${seed.seeders.join(', ')}.`);
    console.log(
      `Demo sign-ins: ${demoAccounts.admin.email} / ${demoAccounts.admin.password} (administrator), ` +
        `${demoAccounts.athlete.email} / ${demoAccounts.athlete.password} (athlete), ` +
        `${demoMember.email} / ${demoMember.password} (subscribed member). ` +
        `Sent mail is kept at ${config.publicUrl}/dev/mailbox.`,
    );
  }

  const clientDir = path.resolve(process.cwd(), 'dist/client');
  const app = createApp({
    config,
    database,
    mailer,
    auth,
    storage,
    clientDir: existsSync(path.join(clientDir, 'index.html')) ? clientDir : undefined,
  });

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => {
    const ms = Math.round(performance.now() - startedAt);
    const where =
      database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
    console.log(
      `${config.siteName} is running at http://localhost:${config.port} (${where}, ready in ${ms} ms)`,
    );
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal} received, shutting down.`);
    server.close(() => {
      database.close().finally(() => process.exit(0));
    });
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('Start-up failed:', error);
  process.exit(1);
});
