// `npm start`: builds when the sources are newer than the last build, then runs the server
// (which migrates the database, seeds demo data into an empty one and serves app + API).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const STAMP = 'dist/.build-stamp';
const inputs = ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const info = statSync(target);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(target).reduce(
    (newest, name) => Math.max(newest, newestMtime(path.join(target, name))),
    info.mtimeMs,
  );
}

function needsBuild() {
  if (
    ![
      'dist/server/index.js',
      'dist/server/pglite-thread.mjs',
      'dist/ssr/entry-server.js',
      'dist/client/index.html',
    ].every(existsSync)
  ) {
    return true;
  }
  if (!existsSync(STAMP)) return true;
  const built = statSync(STAMP).mtimeMs;
  return inputs.some((input) => newestMtime(input) > built);
}

if (needsBuild()) {
  console.log('Building the app (first start, or the sources changed)…');
  const started = Date.now();
  const result = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(STAMP, new Date().toISOString());
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

await import(pathToFileURL(path.resolve('dist/server/index.js')).href);
