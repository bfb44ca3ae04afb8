// `npm run test:full`: everything `npm test` runs, then what needs more time or a PostgreSQL server:
// the full accessibility sweep and the cluster test, and the server tests again on PostgreSQL.
// Prints how long each part took. CI (.ci/run) runs this.
import { spawnSync } from 'node:child_process';

const pgUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const timings = [];

function run(name, command, args, env = {}) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = Math.round((Date.now() - started) / 1000);
  timings.push(`${name}: ${seconds} s`);
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed after ${seconds} s.`);
    console.log(timings.join('\n'));
    process.exit(result.status ?? 1);
  }
}

// PostgreSQL must answer before anything starts: a missing server is a failure, not a skipped step.
const answers = spawnSync(process.execPath, ['scripts/pg-answers.mjs', pgUrl], {
  stdio: 'inherit',
});
if (answers.status !== 0) {
  console.error(`PostgreSQL does not answer at ${pgUrl}: the full tests need it.`);
  console.error(
    'Start it (pg_ctlcluster <version> main start) or set TEST_DATABASE_URL to a database they may wipe.',
  );
  process.exit(1);
}

run('npm test', npm, ['test']);
run('full accessibility sweep and cluster test', process.execPath, [
  'scripts/e2e.mjs',
  '--full',
  'tests/e2e/accessibility.test.ts',
  'tests/e2e/cluster.test.ts',
]);
run('server tests on PostgreSQL', npm, ['run', 'test:db'], { TEST_DATABASE_URL: pgUrl });
console.log(`\nAll passed.\n${timings.join('\n')}`);
