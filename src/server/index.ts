import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderPage } from '#shared/page-rendering';
import { createMailer } from './adapters/mail/create-mailer';
import { createStorage } from './adapters/storage/create-storage';
import { createApp } from './app';
import { defaultListenerLimits, listen } from './http/listener';
import { listComingOfAge } from '#server/modules/privacy';
import { createAuth } from './auth/create-auth';
import { createCaches } from './caches';
import { createVerifiedUser } from './auth/create-verified-user';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { demoSeeders } from './db/demo-seeders';
import { seedDemoData } from './db/seed';
import { demoAccounts } from '#server/modules/accounts';
import { createPi } from '#server/modules/pi';
import { createStreams } from '#server/modules/streams';
import { demoMember } from '#server/modules/subscriptions';
import { syncTrainingCatalogue } from '#server/modules/training';

const isLoopbackHost = (host: string) => ['127.0.0.1', '::1', 'localhost'].includes(host);

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
  // One set of caches for the auth the demo seed uses and for the app: both clear the same ones.
  const caches = createCaches(database.notifications);
  await caches.ready;
  const pi = createPi(config);
  const storage = createStorage(config);
  const auth = createAuth({ config, db: database.db, mailer, caches, pi, storage });
  const streams = createStreams({ config, db: database.db });
  // Broadcasts a previous run left open are closed and kept as replays.
  await streams.live?.recover();

  if (config.initialAdmin) {
    const admin = await createVerifiedUser(auth, {
      ...config.initialAdmin,
      name: 'Administrator',
      role: 'admin',
    });
    if (admin.created) console.log(`Created the administrator ${config.initialAdmin.email}.`);
  }
  if (!config.isProduction) {
    const seed = await seedDemoData(
      { db: database.db, auth, storage, streams, dataDir: config.dataDir },
      demoSeeders,
    );
    if (seed.seeders.length > 0) console.log(`Seeded demo data: ${seed.seeders.join(', ')}.`);
  }
  // Weekly training sessions stay booked ahead (the demo's, and any a channel repeats).
  await streams.rollSessions();
  // Athletes who turn 18 no longer wait for a guardian's consent to be listed: checked in the
  // background now and twice a day, never holding up the start.
  const listAdults = () =>
    listComingOfAge(database.db, caches.athletes).catch((error: unknown) => {
      console.error('[privacy] listing athletes who turned 18 failed', error);
    });
  void listAdults();
  setInterval(() => void listAdults(), 12 * 60 * 60 * 1000).unref();
  if (!config.isProduction) {
    console.log(
      `Demo sign-ins: ${demoAccounts.admin.email} / ${demoAccounts.admin.password} (administrator), ` +
        `${demoAccounts.athlete.email} / ${demoAccounts.athlete.password} (athlete), ` +
        `${demoMember.email} / ${demoMember.password} (subscribed member). ` +
        `Sent mail is kept at ${config.publicUrl}/dev/mailbox.`,
    );
    if (!isLoopbackHost(config.host)) {
      console.warn(
        `Warning: listening on ${config.host} in ${config.env} mode. Anyone who reaches this port ` +
          'can sign in with the demo accounts above; the dev mailbox still answers this machine only.',
      );
    }
  }

  const clientDir = path.resolve(process.cwd(), 'dist/client');
  const renderEntry = path.resolve(process.cwd(), 'dist/ssr/entry-server.js');
  // Pages are rendered on the server when the rendering entry is built (npm run build).
  const renderPage = existsSync(renderEntry)
    ? ((await import(pathToFileURL(renderEntry).href)) as { render: RenderPage }).render
    : undefined;
  const app = createApp({
    renderPage,
    config,
    database,
    mailer,
    auth,
    caches,
    storage,
    streams,
    pi,
    clientDir: existsSync(path.join(clientDir, 'index.html')) ? clientDir : undefined,
  });

  // Slow clients are cut off and each address holds a bounded number of connections
  // (http/listener.ts; behind a proxy, the proxy limits each client).
  const server = listen({
    fetch: app.fetch,
    port: config.port,
    hostname: config.host,
    limits: {
      ...defaultListenerLimits,
      maxConnectionsPerAddress: config.maxConnectionsPerAddress,
    },
    onListening: () => {
      const ms = Math.round(performance.now() - startedAt);
      const where =
        database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
      console.log(
        `${config.siteName} is running at http://localhost:${config.port} (${where}, ready in ${ms} ms)`,
      );
    },
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal} received, shutting down.`);
    server.close(() => {
      // Closing the database also closes the connection that listens for other instances.
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
