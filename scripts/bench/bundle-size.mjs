// Reports the gzip size of the JavaScript a browser loads for `/` before any interaction (the
// entry, its static imports and the home page's route module) and fails above the budget.
//   npm run size            builds first
//   npm run size -- --no-build
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const HOME_MODULE = 'src/client/app/routes/home-route.tsx';

if (!process.argv.includes('--no-build')) execSync('npx vite build', { stdio: 'inherit' });

const clientDir = 'dist/client';
const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8'));

const files = new Set();
function collect(key) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported);
}
collect('index.html');
if (!manifest[HOME_MODULE]) {
  console.error(`The home page module ${HOME_MODULE} is not in the build manifest.`);
  process.exit(1);
}
collect(HOME_MODULE);

let total = 0;
const rows = [...files]
  .filter((file) => file.endsWith('.js'))
  .map((file) => {
    const gzip = gzipSync(readFileSync(path.join(clientDir, file)), { level: 9 }).length;
    total += gzip;
    return { file, gzip };
  })
  .sort((a, b) => b.gzip - a.gzip);

for (const row of rows) console.log(`${(row.gzip / 1024).toFixed(1).padStart(8)} KB  ${row.file}`);
const totalKb = total / 1024;
console.log(
  `${totalKb.toFixed(1).padStart(8)} KB  total JavaScript for / (gzip), budget ${BUDGET_KB} KB`,
);
if (totalKb > BUDGET_KB) {
  console.error(`Over budget by ${(totalKb - BUDGET_KB).toFixed(1)} KB.`);
  process.exit(1);
}
