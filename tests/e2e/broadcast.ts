import { readFileSync } from 'node:fs';
import path from 'node:path';
import { encoderPlaylist, type PlaylistSegment } from '#server/modules/streams';
import { baseURL } from './support';

// The committed sample broadcast's segments (2 s each).
const sampleDir = path.resolve('media/live-sample');
const segments = readFileSync(path.join(sampleDir, 'index.m3u8'), 'utf8')
  .split('\n')
  .filter((line) => line.endsWith('.ts'))
  .map((name) => new Uint8Array(readFileSync(path.join(sampleDir, name))));

/**
 * A broadcaster, as ffmpeg's HLS PUT output behaves: a 2-second segment, then the playlist that
 * lists it, in real time, until stopped with a playlist that ends with ENDLIST.
 */
export function startBroadcast(key: string, prefix = 'e2e') {
  const sent: PlaylistSegment[] = [];
  let running = true;
  // What ffmpeg's HLS output PUTs: the last 5 segments.
  const playlist = (ended: boolean) => encoderPlaylist(sent, { ended, size: 5 });
  const put = async (name: string, body: Uint8Array<ArrayBuffer> | string) => {
    const res = await fetch(`${baseURL()}/ingest/${key}/${name}`, { method: 'PUT', body });
    if (!res.ok) throw new Error(`${name}: ${res.status} ${await res.text()}`);
  };
  let first: () => void = () => undefined;
  const started = new Promise<void>((resolve) => (first = resolve));
  const loop = (async () => {
    for (let index = 0; running; index += 1) {
      const name = `${prefix}${index}.ts`;
      await put(name, segments[index % segments.length]!);
      sent.push({ name, duration: 2 });
      await put('index.m3u8', playlist(false));
      first();
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
  })();
  return {
    started,
    async stop() {
      running = false;
      await loop;
      await put('index.m3u8', playlist(true));
    },
  };
}
