import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from './free-port';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

async function waitForHealth(url: string, server: ChildProcess, output: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited early:\n${output()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not become healthy within 60 s:\n${output()}`);
}

/** Starts the built server on a free port with a fresh data folder, as `npm start` would. */
export default async function setup(project: TestProject) {
  if (!existsSync('dist/server/index.js') || !existsSync('dist/client/index.html')) {
    throw new Error('The browser tests run against the built app: run `npm run build` first.');
  }
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'));
  let output = '';
  const baseURL = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['dist/server/index.js'], {
    env: {
      PUBLIC_URL: baseURL,
      // A configured outside link, to check that such links open in a new tab.
      PARTNER_DEMO_VIDEO_URL: 'https://partners.showcase.example/demo',
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_REQUESTS: 'false',
      NODE_ENV: 'development',
      // Each browser context says it is a client of its own (openPage in support.ts), as
      // visitors behind a proxy are; otherwise every test file would share one address's
      // sign-in limits and see 429s when several sign in within the same minute.
      TRUST_PROXY: 'true',
      // The tests' API requests (page.request) reuse idle connections with no time limit of
      // their own, as a proxy with a long upstream keep-alive does: the app must wait longer.
      KEEP_ALIVE_TIMEOUT: '300',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk) => (output += chunk));
  server.stderr?.on('data', (chunk) => (output += chunk));

  await waitForHealth(baseURL, server, () => output);
  project.provide('baseURL', baseURL);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
