import pg from 'pg';
import type { NotificationHandlers } from './notifications';

export type PgListenerOptions = {
  /** The wait before the first retry after a failure; doubled after each one, up to `maxRetryMs`. */
  firstRetryMs?: number;
  maxRetryMs?: number;
  /** Names the connection in pg_stat_activity. */
  applicationName?: string;
  log?: (message: string) => void;
};

export type PgListener = {
  listen: (channel: string, handlers: NotificationHandlers) => Promise<() => Promise<void>>;
  close: () => Promise<void>;
};

const reasonOf = (error: unknown) =>
  error instanceof Error ? error.message : 'the server closed it';

/**
 * The one connection of a PostgreSQL handle that LISTENs: a LISTEN lasts as long as its session,
 * and pool connections come and go. Opened on the first listen. When it is lost it is opened
 * again, waiting twice as long after each failure; one line is logged when it is lost and one
 * when it is back, and then every listener is told it may have missed payloads.
 */
export function createPgListener(
  connectionString: string,
  options: PgListenerOptions = {},
): PgListener {
  const firstRetryMs = options.firstRetryMs ?? 500;
  const maxRetryMs = options.maxRetryMs ?? 30_000;
  const log = options.log ?? ((message: string) => console.warn(message));
  const channels = new Map<string, Set<NotificationHandlers>>();

  /** Connected, with `listening` LISTENed on it. */
  let client: pg.Client | null = null;
  let listening = new Set<string>();
  let connecting: Promise<void> | null = null;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryMs = firstRetryMs;
  /** Not connected since a failure, which has been logged. */
  let lost = false;
  let closed = false;

  const handlersOf = (channel: string) => [...(channels.get(channel) ?? [])];

  function deliver(channel: string, payload: string) {
    for (const handlers of handlersOf(channel)) {
      try {
        handlers.onMessage(payload);
      } catch (error) {
        console.error(`[db] A listener on ${channel} failed`, error);
      }
    }
  }

  function connect(): Promise<void> {
    connecting ??= attempt().finally(() => {
      connecting = null;
    });
    return connecting;
  }

  async function attempt(): Promise<void> {
    const next = new pg.Client({
      connectionString,
      // A dead peer is noticed by TCP keepalive; an address that never answers is given up on.
      keepAlive: true,
      connectionTimeoutMillis: 10_000,
      application_name: options.applicationName,
    });
    next.on('notification', (message) => {
      if (next === client) deliver(message.channel, message.payload ?? '');
    });
    // Errors before `client` is set reject connect() or query() below instead.
    next.on('error', (error) => dropped(next, error));
    next.on('end', () => dropped(next));
    const names = [...channels.keys()];
    try {
      await next.connect();
      for (const channel of names) await next.query(`LISTEN ${next.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => {});
      failed(error);
      return;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    listening = new Set(names);
    retryMs = firstRetryMs;
    if (lost) {
      lost = false;
      log('[db] Listening for other instances again.');
      for (const set of channels.values()) for (const handlers of set) handlers.onResume?.();
    }
  }

  function dropped(which: pg.Client, error?: unknown) {
    if (which !== client) return;
    client = null;
    listening = new Set();
    which.end().catch(() => {});
    failed(error);
  }

  function failed(error: unknown) {
    if (closed) return;
    if (!lost) {
      lost = true;
      log(
        `[db] No connection listening for other instances (${reasonOf(error)}); retrying. ` +
          'Until it is back, changes made through them reach the caches here only when those expire.',
      );
    }
    if (retryTimer || channels.size === 0) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, maxRetryMs);
  }

  return {
    async listen(channel, handlers) {
      if (closed) throw new Error('The listener is closed.');
      let set = channels.get(channel);
      if (!set) channels.set(channel, (set = new Set()));
      set.add(handlers);
      if (!client) {
        // While a retry is scheduled, it will LISTEN on this channel too.
        if (connecting) await connecting;
        else if (!retryTimer) await connect();
      }
      const current = client;
      if (current && !listening.has(channel)) {
        listening.add(channel);
        // If this fails the connection is lost, and the reconnect listens again.
        await current
          .query(`LISTEN ${current.escapeIdentifier(channel)}`)
          .catch(() => listening.delete(channel));
      }
      return async () => {
        set.delete(handlers);
        if (set.size > 0 || channels.get(channel) !== set) return;
        channels.delete(channel);
        const connected = client;
        if (connected && listening.delete(channel)) {
          await connected.query(`UNLISTEN ${connected.escapeIdentifier(channel)}`).catch(() => {});
        }
      };
    },

    async close() {
      closed = true;
      clearTimeout(retryTimer);
      retryTimer = undefined;
      channels.clear();
      await connecting;
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
