import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { render } from '#client/entry-server';
import { createTestApp } from '#server/test/test-app';

/** A built client as far as the page renderer reads it: index.html and the build manifest. */
function clientDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'client-'));
  writeFileSync(path.join(dir, 'index.html'), readFileSync('index.html', 'utf8'));
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(
    path.join(dir, '.vite/manifest.json'),
    JSON.stringify({ 'index.html': { file: 'assets/index.js', isEntry: true } }),
  );
  return dir;
}

/** The built client the server-rendering tests serve (made once per test worker). */
export const built = clientDir();

/** The site as a browser meets it: the API and the pages rendered on the server. */
export const siteApp = () => createTestApp({}, { clientDir: built, renderPage: render });
