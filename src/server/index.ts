import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderPage } from '#shared/page-rendering';
import { createMailer } from './adapters/mail/create-mailer';
import { createStorage } from './adapters/storage/create-storage';
import { createApp } from './app';
import { createJobRunner } from './jobs/job-runner';
import { releaseMemoryWhenQuiet } from './http/idle-memory';
import { defaultListenerLimits, listen } from './http/listener';
import { createSiteAuth } from './site-auth';
import { createCaches } from './caches';
import { createVerifiedUser } from './auth/create-verified-user';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { DataDirInUseError } from './db/data-dir-lock';
import { systemClock } from './lib/clock';
import { demoSeeders } from './demo-seeders';
import { seedDemoData } from './db/seed';
import { demoAccounts, demoMinor, demoParent } from '#server/modules/accounts';
import { demoSpanishFamily } from '#server/modules/messaging';
import { createPi } from '#server/modules/pi';
import { createStreams } from '#server/modules/streams';
import { demoMember } from '#server/modules/subscriptions';
import { syncTrainingCatalogue } from '#server/modules/training';

const isLoopbackHost = (host: string) => ['127.0.0.1', '::1', 'localhost'].includes(host);

/** How long a stopping process waits for the requests in flight before it exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  return openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize }
      : { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') },
  );
}

/**
 * What happens once per start, before any process serves: migrations, the training catalogue,
 * broadcasts a previous run left open (closed and kept as replays), the first administrator and
 * (outside production) the demo data.
 */
async function prepare(config: Config, database: DatabaseHandle) {
  await database.migrate();
  // The training catalogue is product data: kept in step with the code in every mode.
  await syncTrainingCatalogue(database.db);
  const mailer = createMailer(config, database.db);
  const caches = createCaches(database.notifications);
  await caches.ready;
  const storage = createStorage(config);
  const auth = createSiteAuth({
    config,
    db: database.db,
    mailer,
    caches,
    pi: createPi(config, systemClock),
    storage,
  });
  const streams = createStreams({ config, db: database.db });
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
      { db: database.db, auth, storage, dataDir: config.dataDir, clock: systemClock },
      demoSeeders(streams),
    );
    if (seed.seeders.length > 0) console.log(`Seeded demo data: ${seed.seeders.join(', ')}.`);
  }
  streams.close();
  await caches.close();
}

function announce(config: Config, database: DatabaseHandle['kind'], startedAt: number) {
  const ms = Math.round(performance.now() - startedAt);
  const where = database === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
  const workers = config.webConcurrency > 1 ? `, ${config.webConcurrency} workers` : '';
  console.log(
    `${config.siteName} is running at http://localhost:${config.port} (${where}${workers}, ready in ${ms} ms)`,
  );
  if (!config.isProduction) {
    console.log(
      `Demo sign-ins: ${demoAccounts.admin.email} / ${demoAccounts.admin.password} (administrator), ` +
        `${demoAccounts.athlete.email} / ${demoAccounts.athlete.password} (athlete), ` +
        `${demoMember.email} / ${demoMember.password} (subscribed member), ` +
        `${demoAccounts.coach.email} / ${demoAccounts.coach.password} (verified coach), ` +
        `${demoAccounts.organization.email} / ${demoAccounts.organization.password} (organization), ` +
        `${demoMinor.email} / ${demoMinor.password} (athlete under 18), ` +
        `${demoParent.email} / ${demoParent.password} (her parent), ` +
        `${demoSpanishFamily.minor.email} / ${demoSpanishFamily.minor.password} and ` +
        `${demoSpanishFamily.guardian.email} / ${demoSpanishFamily.guardian.password} (an athlete under 18 and her mother, in Spanish). ` +
        `Sent mail is kept at ${config.publicUrl}/dev/mailbox.`,
    );
    if (!isLoopbackHost(config.host)) {
      console.warn(
        `Warning: listening on ${config.host} in ${config.env} mode. Anyone who reaches this port ` +
          'can sign in with the demo accounts above; the dev mailbox still answers this machine only.',
      );
    }
  }
}

/**
 * One server process: the app on the configured port. With several workers each is one of these
 * (Node's cluster shares the port between them); alone, it prepares the database first.
 */
async function serve(config: Config, options: { prepares: boolean; startedAt: number }) {
  const database = await openConfiguredDatabase(config);
  if (options.prepares) await prepare(config, database);

  const mailer = createMailer(config, database.db);
  const caches = createCaches(database.notifications);
  await caches.ready;
  const pi = createPi(config, systemClock);
  const storage = createStorage(config);
  const auth = createSiteAuth({ config, db: database.db, mailer, caches, pi, storage });
  const streams = createStreams({ config, db: database.db });

  const clientDir = path.resolve(process.cwd(), 'dist/client');
  const renderEntry = path.resolve(process.cwd(), 'dist/ssr/entry-server.js');
  // Pages are rendered on the server when the rendering entry is built (npm run build).
  const renderPage = existsSync(renderEntry)
    ? ((await import(pathToFileURL(renderEntry).href)) as { render: RenderPage }).render
    : undefined;
  // Recurring work (left payment events, weekly sessions, athletes turning 18) runs from here,
  // once per deployment however many workers and instances there are.
  const jobs = createJobRunner(database.db);
  const app = createApp({
    jobs,
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
      keepAliveTimeoutMs: config.keepAliveTimeoutSeconds * 1000,
    },
    onListening: () => {
      void jobs.start();
      // One line per start, from the first worker (or the only process).
      if (!cluster.isWorker || cluster.worker?.id === 1) {
        announce(config, database.kind, options.startedAt);
      }
    },
  });

  // Every server process (a worker or the only one) gives back the memory a burst of requests
  // grew, once the burst is over.
  const stopReleasing = releaseMemoryWhenQuiet(server);

  // A stop (SIGTERM from the primary, a deploy, Ctrl-C) takes no new connections, finishes the
  // requests in flight, ends the live status streams cleanly (browsers reconnect elsewhere),
  // lets the running job finish, then closes the database.
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    if (!cluster.isWorker) console.log(`${signal} received, shutting down.`);
    streams.events.close();
    stopReleasing();
    server.close(() => {
      void jobs
        .stop()
        .then(() => streams.close())
        .then(() => caches.close())
        .then(() => database.close())
        .finally(() => process.exit(0));
    });
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS).unref();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

/**
 * The primary of several workers: prepares the database once, starts `webConcurrency` workers,
 * starts a new one when one dies, and stops them all on SIGTERM or SIGINT.
 */
async function supervise(config: Config) {
  const database = await openConfiguredDatabase(config);
  await prepare(config, database);
  await database.close();

  let stopping = false;
  const recentDeaths: number[] = [];
  const start = () => {
    const worker = cluster.fork();
    worker.on('exit', (code, signal) => {
      if (stopping) return;
      console.error(
        `Worker ${worker.process.pid} ended (${signal ?? `code ${code}`}); starting another.`,
      );
      const now = systemClock.now();
      recentDeaths.push(now);
      while (recentDeaths.length > 0 && recentDeaths[0]! < now - 60_000) recentDeaths.shift();
      // A worker that dies at once again and again is started less often.
      setTimeout(start, recentDeaths.length > 5 ? 10_000 : 500).unref();
    });
  };
  for (let i = 0; i < config.webConcurrency; i += 1) start();

  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received, stopping ${config.webConcurrency} workers.`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    const check = setInterval(() => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    }, 100);
    setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS + 2000).unref();
    check.unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

async function main() {
  const config = loadConfigOrExit();
  if (cluster.isPrimary && config.webConcurrency > 1) return supervise(config);
  return serve(config, { prepares: cluster.isPrimary, startedAt: performance.now() });
}

main().catch((error: unknown) => {
  if (error instanceof DataDirInUseError) console.error(error.message);
  else console.error('Start-up failed:', error);
  process.exit(1);
});
