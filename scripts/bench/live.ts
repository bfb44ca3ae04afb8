// The local live path under load: the built server on fresh demo data, a broadcast pushed to a
// channel in real time (the committed sample segments, 2 s each, as ffmpeg's HLS PUT output sends
// them), and simulated viewers who behave like players: each reads the multivariant playlist
// once, then asks for its rendition's live playlist once per segment and downloads every new
// segment. Viewers are added in steps until the live playlist's p95 answer time passes the bar.
//
// It reports:
// - the server's share of the glass-to-glass delay: from the start of a segment's PUT to a viewer
//   having the playlist that lists it and the segment itself;
// - per step of viewers: playlist and segment latency (p50/p95/p99), errors, the viewers the
//   channel counts, and the server's CPU and memory.
//
//   npm run bench:live
//   options: --steps 50,100,200,400,800,1200,1600 --step-seconds 20 --bar 100 --port 3975
// Needs `npm run build` first. The load generator runs on the same machine as the server.
import { Agent, request } from 'node:http';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { demoAccounts } from '#server/modules/accounts';
import { encoderPlaylist, parseMediaPlaylist, type PlaylistSegment } from '#server/modules/streams';
import {
  clientAddress,
  fail,
  printTable,
  processTime,
  requireBuild,
  residentMB,
  serverEnv,
  signIn,
  startServer,
} from './harness';

const { values } = parseArgs({
  options: {
    steps: { type: 'string', default: '50,100,200,400,800,1200,1600,2400' },
    'step-seconds': { type: 'string', default: '20' },
    bar: { type: 'string', default: '100' },
    port: { type: 'string', default: '3975' },
    channel: { type: 'string', default: 'main-event' },
  },
});
const steps = values.steps.split(',').map(Number);
const stepSeconds = Number(values['step-seconds']);
const barMs = Number(values.bar);
const port = Number(values.port);
if (steps.some((n) => !(n > 0)) || !(stepSeconds > 0))
  fail('--steps and --step-seconds must be positive.');

requireBuild();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-live-'));
const env = serverEnv({ port, dataDir, database: { kind: 'pglite', dataDir } });
const server = await startServer(env, path.join(dataDir, 'server.log'));
const baseURL = server.baseURL;
console.log(`Server ready in ${server.readyMs} ms (data in ${dataDir}).`);

const agent = new Agent({ keepAlive: true, maxSockets: 4096 });

type Answer = { status: number; ms: number; body: Buffer };
function call(
  method: string,
  pathname: string,
  options: { headers?: Record<string, string>; body?: Buffer | string } = {},
): Promise<Answer> {
  return new Promise((resolve) => {
    const started = performance.now();
    const req = request(
      `${baseURL}${pathname}`,
      { method, agent, headers: options.headers, timeout: 30_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            ms: performance.now() - started,
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', () =>
          resolve({ status: 0, ms: performance.now() - started, body: Buffer.alloc(0) }),
        );
      },
    );
    req.on('error', () =>
      resolve({ status: 0, ms: performance.now() - started, body: Buffer.alloc(0) }),
    );
    req.on('timeout', () => req.destroy());
    req.end(options.body);
  });
}

// ---- the broadcast

const cookie = await signIn(baseURL, demoAccounts.admin);
const rotated = await call('POST', `/api/me/channels/${values.channel}/stream-key`, {
  headers: { cookie, origin: baseURL },
});
if (rotated.status !== 200) fail(`Could not get a stream key: ${rotated.status} ${rotated.body}`);
const { streamKey } = JSON.parse(rotated.body.toString()) as { streamKey: string };

const sampleDir = path.resolve('media/live-sample');
const sample = parseMediaPlaylist(readFileSync(path.join(sampleDir, 'index.m3u8'), 'utf8'))!;
const segments = sample.segments.map((segment) => ({
  duration: segment.duration,
  bytes: readFileSync(path.join(sampleDir, segment.name)),
}));

/** The server's part of glass-to-glass per segment, with the viewers watching at the time. */
const glass: { ms: number; viewers: number }[] = [];
let watching = 0;
let livePath: string | null = null;
let mediaPath: string | null = null;
let broadcasting = true;

async function broadcast() {
  const sent: PlaylistSegment[] = [];
  const started = performance.now();
  let elapsed = 0;
  for (let index = 0; broadcasting; index += 1) {
    const file = segments[index % segments.length]!;
    const name = `live${index}.ts`;
    const t0 = performance.now();
    const put = await call('PUT', `/ingest/${streamKey}/${name}`, { body: file.bytes });
    if (put.status !== 201) fail(`Segment refused: ${put.status} ${put.body}`);
    sent.push({ name, duration: file.duration });
    const list = await call('PUT', `/ingest/${streamKey}/index.m3u8`, {
      body: encoderPlaylist(sent, { ended: false, size: 5 }),
    });
    if (list.status !== 204) fail(`Playlist refused: ${list.status}`);
    if (!livePath) {
      const channels = await call('GET', `/api/channels/${values.channel}`);
      livePath = (JSON.parse(channels.body.toString()) as { channel: { playbackUrl: string } })
        .channel.playbackUrl;
    }
    // What a player does next: read the playlist, then fetch the newest segment in it.
    const broadcasterView = { 'x-forwarded-for': '10.255.255.1' };
    const media = (mediaPath ??= await firstVariant(livePath, broadcasterView));
    const seen = await call('GET', media, { headers: broadcasterView });
    const newest = seen.body
      .toString()
      .split('\n')
      .filter((line) => line.endsWith('.ts'))
      .at(-1);
    if (newest?.endsWith(`/${name}`)) {
      const segment = await call('GET', newest);
      if (segment.status === 200) glass.push({ ms: performance.now() - t0, viewers: watching });
    }
    elapsed += file.duration * 1000;
    const wait = started + elapsed - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

// ---- viewers

/** The first variant's media playlist in a multivariant playlist, as a path on the server. */
async function firstVariant(masterPath: string, headers: Record<string, string>) {
  const master = await call('GET', masterPath, { headers });
  const uri = master.body
    .toString()
    .split('\n')
    .find((line) => line.length > 0 && !line.startsWith('#'));
  if (master.status !== 200 || !uri) throw new Error(`No variant in ${masterPath}`);
  const url = new URL(uri, `http://server${masterPath}`);
  return url.pathname + url.search;
}

type Sample = { playlist: number[]; segment: number[]; errors: number };

function viewer(id: number, sample: Sample, until: () => boolean) {
  const headers = { 'x-forwarded-for': clientAddress(id + 1), 'user-agent': 'bench-viewer' };
  let lastSegment = '';
  const run = async () => {
    // Players poll the playlist about once per target duration; spread the viewers over it.
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 2000));
    // A player starts from the multivariant playlist once, then polls the rendition it chose.
    const media = await firstVariant(livePath!, headers).catch(() => null);
    if (!media) sample.errors += 1;
    while (media && !until()) {
      const tick = performance.now();
      const playlist = await call('GET', media, { headers });
      if (playlist.status !== 200) sample.errors += 1;
      else sample.playlist.push(playlist.ms);
      const newest = playlist.body
        .toString()
        .split('\n')
        .filter((line) => line.endsWith('.ts'))
        .at(-1);
      if (newest && newest !== lastSegment) {
        lastSegment = newest;
        const media = await call('GET', newest, { headers });
        if (media.status !== 200) sample.errors += 1;
        else sample.segment.push(media.ms);
      }
      const wait = 2000 - (performance.now() - tick);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
  };
  return run();
}

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const fmt = (ms: number) => (Number.isNaN(ms) ? '-' : ms.toFixed(1));

const cpuSeconds = (pid: number) => (processTime(pid)?.ms ?? 0) / 1000;

const pushing = broadcast();
while (!livePath) await new Promise((resolve) => setTimeout(resolve, 100));
// A few segments in, so the window is full.
await new Promise((resolve) => setTimeout(resolve, 6000));

const rows: (string | number)[][] = [];
let best = 0;
for (const count of steps) {
  const sample: Sample = { playlist: [], segment: [], errors: 0 };
  let over = false;
  const cpuBefore = cpuSeconds(server.pid);
  const wallBefore = performance.now();
  watching = count;
  const viewers = Array.from({ length: count }, (_, id) => viewer(id, sample, () => over));
  await new Promise((resolve) => setTimeout(resolve, stepSeconds * 1000));
  const counted = await call('GET', `/api/channels/${values.channel}`);
  const viewersCounted = (JSON.parse(counted.body.toString()) as { channel: { viewers: number } })
    .channel.viewers;
  over = true;
  await Promise.all(viewers);
  const cpu =
    ((cpuSeconds(server.pid) - cpuBefore) / ((performance.now() - wallBefore) / 1000)) * 100;
  const p95 = percentile(sample.playlist, 95);
  const stepGlass = glass.filter((entry) => entry.viewers === count).map((entry) => entry.ms);
  watching = 0;
  rows.push([
    count,
    viewersCounted,
    sample.playlist.length,
    fmt(percentile(sample.playlist, 50)),
    fmt(p95),
    fmt(percentile(sample.playlist, 99)),
    fmt(percentile(sample.segment, 50)),
    fmt(percentile(sample.segment, 95)),
    sample.errors,
    fmt(percentile(stepGlass, 50)),
    `${cpu.toFixed(0)}%`,
    residentMB(server.pid),
  ]);
  console.log(`${count} viewers: playlist p95 ${fmt(p95)} ms`);
  if (p95 <= barMs && sample.errors === 0) best = count;
  else break;
}

broadcasting = false;
await pushing;
await server.stop();

console.log(
  '\nServer part of glass-to-glass (segment PUT start → playlist lists it → segment fetched):',
);
const quiet = glass.filter((entry) => entry.viewers === 0).map((entry) => entry.ms);
console.log(
  `  no viewers, ${quiet.length} segments: p50 ${fmt(percentile(quiet, 50))} ms, p95 ${fmt(percentile(quiet, 95))} ms, max ${fmt(Math.max(...quiet))} ms (under load: the g2g column)`,
);
console.log(
  '  A player adds its distance from the live edge (hls.js here: 3 target durations = 15 s for 2 s segments, decision 0021) and the encoder its segment length (2 s).',
);
console.log(`\nViewers on one live channel (bar: playlist p95 ≤ ${barMs} ms, no errors):`);
printTable(
  [
    'viewers',
    'counted',
    'playlists',
    'pl p50',
    'pl p95',
    'pl p99',
    'seg p50',
    'seg p95',
    'errors',
    'g2g p50',
    'server CPU',
    'RSS MB',
  ],
  rows,
  [true, true, true, true, true, true, true, true, true, true, true, true],
);
console.log(`\nHeld with p95 ≤ ${barMs} ms: ${best} viewers.`);
