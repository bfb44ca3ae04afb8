// `npm run stream:demo -- --channel <slug>`: pushes the committed sample broadcast
// (media/live-sample) to a running server as a live broadcast, segment by segment in real time,
// the way ffmpeg's HLS PUT output does, so a channel can be seen going live without ffmpeg or a
// camera. It loops until Ctrl-C, then ends the broadcast cleanly (the replay is kept).
//
// The server is found from PUBLIC_URL, else http://localhost:$PORT (default 3000). Without
// --key, it signs in as the demo administrator (or --email/--password) and asks for a new stream
// key for the channel: the channel's previous key stops working.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { encoderPlaylist, parseMediaPlaylist, type PlaylistSegment } from '#server/modules/streams';
import { demoAccounts } from '#server/modules/accounts';
import { serverUrl, signIn } from './lib/server-session';

const SAMPLE_DIR = path.resolve(import.meta.dirname, '../media/live-sample');
/** Entries in each playlist PUT, as ffmpeg's default -hls_list_size. */
const LIST_SIZE = 5;

const { values } = parseArgs({
  options: {
    channel: { type: 'string' },
    key: { type: 'string' },
    email: { type: 'string', default: demoAccounts.admin.email },
    password: { type: 'string', default: demoAccounts.admin.password },
    once: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

if (values.help || !values.channel) {
  console.log(
    'Usage: npm run stream:demo -- --channel <slug> [--key <stream key>] [--once]\n' +
      '  [--email <owner or admin> --password <password>]\n' +
      'Channels of the demo data: main-event, premium-game-day, premium-practice-floor,\n' +
      'hoops-tournament, trainer-led-sessions, team-training, weekend-podcast.',
  );
  process.exit(values.help ? 0 : 1);
}

const baseUrl = serverUrl();
const slug = values.channel;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** Signs in and asks for a new stream key for the channel. */
async function newStreamKey(): Promise<string> {
  const cookie = await signIn(baseUrl, { email: values.email, password: values.password }).catch(
    (error: Error) => fail(error.message),
  );
  const rotated = await fetch(`${baseUrl}/api/me/channels/${encodeURIComponent(slug)}/stream-key`, {
    method: 'POST',
    headers: { origin: baseUrl, cookie },
  });
  if (!rotated.ok) {
    const body = (await rotated.json().catch(() => ({}))) as { message?: string };
    fail(`Could not get a stream key for "${slug}": ${body.message ?? rotated.status}`);
  }
  const { streamKey } = (await rotated.json()) as { streamKey: string };
  return streamKey;
}

async function put(
  key: string,
  name: string,
  body: Uint8Array<ArrayBuffer> | string,
  type: string,
) {
  const res = await fetch(`${baseUrl}/ingest/${encodeURIComponent(key)}/${name}`, {
    method: 'PUT',
    headers: { 'content-type': type },
    body,
  });
  if (!res.ok) fail(`The server refused ${name}: ${res.status} ${(await res.text()).trim()}`);
}

const sample = parseMediaPlaylist(await readFile(path.join(SAMPLE_DIR, 'index.m3u8'), 'utf8'));
if (!sample || sample.segments.length === 0) fail(`No sample segments in ${SAMPLE_DIR}.`);
const files = await Promise.all(
  sample.segments.map(async (segment) => ({
    duration: segment.duration,
    bytes: new Uint8Array(await readFile(path.join(SAMPLE_DIR, segment.name))),
  })),
);

const key = values.key ?? (await newStreamKey());
/** Sent segments; each loop of the sample starts its timestamps again: a discontinuity. */
const sent: PlaylistSegment[] = [];
/** The playlist ffmpeg's HLS output PUTs: the last LIST_SIZE segments. */
const playlist = (ended: boolean) => encoderPlaylist(sent, { ended, size: LIST_SIZE });
let stopping = false;

async function finish() {
  if (stopping) return;
  stopping = true;
  // ENDLIST ends the broadcast at once; its replay is kept.
  await put(key, 'index.m3u8', playlist(true), 'application/vnd.apple.mpegurl').catch(
    () => undefined,
  );
  console.log(
    `\nBroadcast ended after ${sent.length} segments. The replay is under Replays on ${baseUrl}/live-vod.`,
  );
  process.exit(0);
}
process.on('SIGINT', () => void finish());
process.on('SIGTERM', () => void finish());

console.log(`Broadcasting the sample to "${slug}" at ${baseUrl} (Ctrl-C to stop)…`);
const started = performance.now();
let elapsed = 0;
for (let index = 0; !stopping; index += 1) {
  if (values.once && index >= files.length) break;
  const file = files[index % files.length]!;
  const name = `live${index}.ts`;
  await put(key, name, file.bytes, 'video/mp2t');
  sent.push({
    name,
    duration: file.duration,
    discontinuity: index > 0 && index % files.length === 0,
  });
  await put(key, 'index.m3u8', playlist(false), 'application/vnd.apple.mpegurl');
  if (index === 0) console.log(`Live: ${baseUrl}/live/${slug}`);
  // Real time: the next segment is sent when this one would have finished playing.
  elapsed += file.duration * 1000;
  const wait = started + elapsed - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}
await finish();
