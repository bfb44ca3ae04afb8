import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#server/config';
import { createTestApp } from '#server/test/test-app';
import { defaultListenerLimits, listen, type ListenerLimits } from './listener';

// Every connection goes to this machine only; loopback has a whole /8, so another source address
// on it stands for another client.
const HOST = '127.0.0.1';
const OTHER_CLIENT = '127.0.0.2';

let servers: Server[] = [];
let sockets: net.Socket[] = [];
afterEach(async () => {
  for (const socket of sockets) socket.destroy();
  sockets = [];
  await Promise.all(
    servers.map(
      (server) =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    ),
  );
  servers = [];
});

async function start(
  fetch: Parameters<typeof listen>[0]['fetch'],
  limits: Partial<ListenerLimits>,
): Promise<number> {
  return new Promise((resolve) => {
    servers.push(
      listen({
        fetch,
        port: 0,
        hostname: HOST,
        limits: { ...defaultListenerLimits, ...limits },
        onListening: resolve,
      }),
    );
  });
}

type Client = { socket: net.Socket; closed: boolean; received: string };

/** A connection that sends `text` and then nothing more. */
function connect(port: number, text: string, localAddress?: string): Promise<Client> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: HOST, localAddress });
    sockets.push(socket);
    const client: Client = { socket, closed: false, received: '' };
    socket.on('data', (chunk) => (client.received += chunk.toString('latin1')));
    socket.on('close', () => (client.closed = true));
    socket.on('error', () => undefined);
    socket.once('connect', () => {
      socket.write(text);
      resolve(client);
    });
    socket.once('error', reject);
  });
}

const until = async (check: () => boolean, ms: number) => {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  return check();
};

const unfinishedHeaders = 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ';

describe('the listener', () => {
  it('caps the connections one address holds with unfinished headers; others still get answers', async () => {
    const t = await createTestApp();
    const port = await start(t.app.fetch, { maxConnectionsPerAddress: 20 });

    const held = await Promise.all(
      Array.from({ length: 200 }, () => connect(port, unfinishedHeaders, OTHER_CLIENT)),
    );
    // Past the cap, connections are closed as they arrive; the first 20 stay (their headers are
    // not late yet).
    await until(() => held.filter((client) => client.closed).length >= 180, 5000);
    expect(held.filter((client) => client.closed).length).toBe(180);
    expect(held.filter((client) => !client.closed).length).toBe(20);

    // Another client is answered at once.
    const started = performance.now();
    const health = await fetch(`http://${HOST}:${port}/api/health`, {
      signal: AbortSignal.timeout(2000),
    });
    expect(health.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(2000);

    // Connections that closed are no longer counted: the same address is served again.
    for (const client of held) client.socket.destroy();
    await until(() => held.every((client) => client.closed), 2000);
    await new Promise((r) => setTimeout(r, 50));
    const again = await Promise.all(
      Array.from({ length: 20 }, () =>
        connect(port, 'GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n', OTHER_CLIENT),
      ),
    );
    expect(await until(() => again.every((client) => client.received.includes('"ok"')), 5000)).toBe(
      true,
    );
  });

  it('cuts a client whose headers are not all sent within the headers timeout', async () => {
    const t = await createTestApp();
    const port = await start(t.app.fetch, {
      headersTimeoutMs: 300,
      requestTimeoutMs: 1000,
      checkIntervalMs: 100,
    });
    const slow = await connect(port, unfinishedHeaders);
    expect(await until(() => slow.closed, 3000)).toBe(true);
    expect(slow.received).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('cuts a body that trickles in past the request timeout', async () => {
    const app = new Hono().put('/upload', async (c) =>
      c.text(String((await c.req.arrayBuffer()).byteLength)),
    );
    // The body never arrives whole: reading it fails when the connection is cut.
    app.onError((_error, c) => c.text('', 400));
    const port = await start(app.fetch, {
      headersTimeoutMs: 300,
      requestTimeoutMs: 600,
      checkIntervalMs: 100,
    });
    const slow = await connect(
      port,
      'PUT /upload HTTP/1.1\r\nHost: localhost\r\nContent-Length: 1000\r\n\r\nx',
    );
    const trickle = setInterval(() => slow.socket.write('x'), 100);
    try {
      expect(await until(() => slow.closed, 3000)).toBe(true);
    } finally {
      clearInterval(trickle);
    }
    expect(slow.received).not.toContain('1000');
  });
});

describe('MAX_CONNECTIONS_PER_ADDRESS', () => {
  it('is 256 by default, no cap behind a proxy unless set, and a whole number', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'listener-config-'));
    try {
      const cap = (env: Record<string, string>) =>
        loadConfig({ DATA_DIR: dataDir, ...env }).maxConnectionsPerAddress;
      expect(cap({})).toBe(256);
      expect(cap({ TRUST_PROXY: 'true' })).toBe(0);
      expect(cap({ TRUST_PROXY: 'true', MAX_CONNECTIONS_PER_ADDRESS: '5000' })).toBe(5000);
      expect(cap({ MAX_CONNECTIONS_PER_ADDRESS: '0' })).toBe(0);
      expect(() => cap({ MAX_CONNECTIONS_PER_ADDRESS: '-1' })).toThrow(ConfigError);
      expect(() => cap({ MAX_CONNECTIONS_PER_ADDRESS: 'many' })).toThrow(ConfigError);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('KEEP_ALIVE_TIMEOUT', () => {
  it('is 5 s by default and a whole number of seconds up to 10 minutes', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'listener-config-'));
    try {
      const seconds = (env: Record<string, string>) =>
        loadConfig({ DATA_DIR: dataDir, ...env }).keepAliveTimeoutSeconds;
      expect(seconds({})).toBe(5);
      expect(seconds({ KEEP_ALIVE_TIMEOUT: '75' })).toBe(75);
      expect(() => seconds({ KEEP_ALIVE_TIMEOUT: '0' })).toThrow(ConfigError);
      expect(() => seconds({ KEEP_ALIVE_TIMEOUT: '1.5' })).toThrow(ConfigError);
      expect(() => seconds({ KEEP_ALIVE_TIMEOUT: 'long' })).toThrow(ConfigError);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('keeps an idle connection open for the next request until the timeout, then closes it', async () => {
    const t = await createTestApp();
    const port = await start(t.app.fetch, { keepAliveTimeoutMs: 1500, checkIntervalMs: 100 });
    const client = await connect(port, 'GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect(await until(() => client.received.includes('"ok"'), 3000)).toBe(true);
    // Idle for most of the timeout: the same connection still answers.
    await new Promise((r) => setTimeout(r, 900));
    expect(client.closed).toBe(false);
    client.received = '';
    client.socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect(await until(() => client.received.includes('"ok"'), 3000)).toBe(true);
    // Then idle past it: the app closes the connection.
    expect(await until(() => client.closed, 4000)).toBe(true);
  });
});
