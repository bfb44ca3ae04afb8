// `npm test` and `npm run test:full`: the checks as jobs that run side by side, each started once
// what it needs is done (the browser tests wait for the build). Each job writes to
// .tmp/test-logs/<job>.log; a failed job's log ends the output, then a table of times.
//
//   npm test             the build, unit/API tests (the fuzz test at a third of its depth), then
//                        the browser tests tagged `smoke` in two halves (each role's main
//                        journey, one accessibility pass per route); typecheck, lint and format
//                        beside them
//   npm run test:full    the same, with every browser test (the full accessibility sweep and the
//                        cluster test included), the page weight, the fuzz test at full depth
//                        and the server tests again on PostgreSQL (CI)
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './chromium.mjs';

const full = process.argv.includes('--full');
const logDir = path.resolve('.tmp/test-logs');
const node = process.execPath;
const bin = (name) => path.join('node_modules', '.bin', name);
const pgUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

if (full) {
  // PostgreSQL must answer before anything starts: a missing server is a failure, not a skip.
  const answers = spawnSync(node, ['scripts/pg-answers.mjs', pgUrl], { stdio: 'inherit' });
  if (answers.status !== 0) {
    console.error(`PostgreSQL does not answer at ${pgUrl}: the full tests need it.`);
    console.error(
      'Start it (pg_ctlcluster <version> main start) or set TEST_DATABASE_URL to a database they may wipe.',
    );
    process.exit(1);
  }
}
// Found (or installed) once, before two jobs could each try to install it.
process.env.CHROMIUM_PATH = ensureChromium();

/**
 * name, command, `after`: jobs that must pass first, `startsAfter`: jobs that must have ended
 * (passed or not), extra environment
 */
const jobs = [
  { name: 'build', command: ['npm', 'run', 'build'] },
  {
    name: 'unit and API tests',
    command: [bin('vitest'), 'run'],
    // In full, the fuzz test sends each route three times as many requests (fuzz.test.ts).
    env: full ? { FUZZ_FULL: '1' } : {},
  },
  // npm test: the static checks, one at a time, beside the unit tests; then the browser smoke
  // in two halves, each with a server of its own, once the unit tests have ended. The browser
  // tests wait on pages more than they compute, but beside the unit tests both took over twice
  // as long (measured: unit tests 113 s alone, 268 s beside the browser smoke and page weight),
  // while the static checks slow the unit tests by about the time they take.
  // In full (CI), the same static checks and then the page weight beside the unit tests; once
  // those have ended, every browser test in two halves with the PostgreSQL pass beside them.
  ...['1/2', '2/2'].map((shard) => ({
    name: `browser tests, ${full ? 'all' : 'smoke'} (${shard})`,
    after: ['build'],
    startsAfter: ['unit and API tests', ...(full ? ['page weight'] : [])],
    command: [node, 'scripts/e2e.mjs', ...(full ? ['--full'] : []), `--shard=${shard}`],
  })),
  {
    name: 'typecheck',
    // TypeScript 7's compiler (docs/decisions/0030): the same errors in a third of the time.
    command: [
      node,
      'node_modules/typescript-7/bin/tsc',
      '--noEmit',
      '--singleThreaded',
      '-p',
      'tsconfig.json',
    ],
  },
  { name: 'lint', startsAfter: ['typecheck'], command: [bin('eslint'), '.'] },
  { name: 'format', startsAfter: ['lint'], command: [bin('prettier'), '--check', '.'] },
  ...(full
    ? [
        {
          // What a visitor's browser loads for each public page, against its budget: a
          // property of the build, checked in CI (scripts/bench/page-weight.ts; npm run size).
          name: 'page weight',
          after: ['build'],
          // Last of the static checks, beside the unit tests: after them, six jobs at once on two
          // cores took the browser tests past their time limits.
          startsAfter: ['format'],
          command: [bin('tsx'), 'scripts/bench/page-weight.ts', '--no-build'],
        },
        {
          name: 'server tests on PostgreSQL',
          // After the in-memory pass: the two are the heaviest jobs, and this one is serial.
          startsAfter: ['unit and API tests'],
          command: [bin('vitest'), 'run', 'src/server', 'tests/ssr'],
          env: { TEST_DATABASE_URL: pgUrl, FUZZ_FULL: '1' },
        },
      ]
    : []),
];

rmSync(logDir, { recursive: true, force: true });
mkdirSync(logDir, { recursive: true });
const logOf = (job) => path.join(logDir, `${job.name.replace(/[^a-z0-9]+/gi, '-')}.log`);
const started = Date.now();
const seconds = (from) => Math.round((Date.now() - from) / 1000);

function run(job) {
  return new Promise((resolve) => {
    const from = Date.now();
    console.log(`▶ ${job.name}`);
    const [command, ...args] = job.command;
    const log = openSync(logOf(job), 'w');
    const child = spawn(command, args, {
      stdio: ['ignore', log, log],
      env: { ...process.env, FORCE_COLOR: '0', ...job.env },
    });
    child.on('exit', (code) => {
      closeSync(log);
      const result = { ok: code === 0, seconds: seconds(from), endedAt: seconds(started) };
      console.log(`${result.ok ? '✓' : '✗'} ${job.name} (${result.seconds} s)`);
      resolve(result);
    });
  });
}

const done = new Map();
function schedule(job) {
  if (!done.has(job.name)) {
    done.set(
      job.name,
      (async () => {
        const jobNamed = (name) => schedule(jobs.find((other) => other.name === name));
        await Promise.all((job.startsAfter ?? []).map(jobNamed));
        const before = await Promise.all((job.after ?? []).map(jobNamed));
        if (before.some((result) => !result.ok)) {
          const skipped = { ok: false, seconds: 0, endedAt: seconds(started), notRun: true };
          console.log(`✗ ${job.name} (not run: ${job.after.join(', ')} failed)`);
          return skipped;
        }
        return run(job);
      })(),
    );
  }
  return done.get(job.name);
}

const results = await Promise.all(jobs.map(schedule));
for (const [index, job] of jobs.entries()) {
  if (results[index].ok || results[index].notRun) continue;
  const lines = readFileSync(logOf(job), 'utf8').trimEnd().split('\n');
  console.log(`\n──── ${job.name}: the last 150 lines of ${path.relative('.', logOf(job))}`);
  console.log(lines.slice(-150).join('\n'));
}
console.log(`\n${'job'.padEnd(30)} ${'took'.padStart(6)} ${'ended at'.padStart(9)}`);
for (const [index, job] of jobs.entries()) {
  const result = results[index];
  const mark = result.notRun ? 'not run' : result.ok ? 'passed' : 'FAILED';
  console.log(
    `${job.name.padEnd(30)} ${`${result.seconds} s`.padStart(6)} ${`${result.endedAt} s`.padStart(9)}  ${mark}`,
  );
}
console.log(`${'in all'.padEnd(30)} ${`${seconds(started)} s`.padStart(6)}`);
process.exit(results.every((result) => result.ok) ? 0 : 1);
