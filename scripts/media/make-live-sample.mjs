// Makes the sample broadcast committed under media/live-sample: 24 seconds of a scoreboard-style
// test picture with a running clock and a tone, cut into twelve 2-second MPEG-TS segments and a
// playlist. `npm run stream:demo` pushes these segments to a channel as a live broadcast, and the
// demo seed copies them into the seeded replays, with captions.en.vtt (written for this picture
// and tone) as each replay's captions.
//
//   node scripts/media/make-live-sample.mjs
//
// Needs ffmpeg with libx264 (Debian: apt-get install ffmpeg fonts-dejavu-core). The app never
// runs ffmpeg.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const outDir = path.join(root, 'media/live-sample');
const font = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

const text = (value, y, size) =>
  `drawtext=fontfile=${font}:text='${value}':fontcolor=white:fontsize=${size}:x=(w-text_w)/2:y=${y}:box=1:boxcolor=black@0.45:boxborderw=12`;

execFileSync(
  'ffmpeg',
  [
    '-hide_banner',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=640x360:rate=24',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=330:sample_rate=44100',
    '-t',
    '24',
    '-vf',
    [
      'hue=s=0.35',
      text('LIVE SAMPLE BROADCAST', 40, 30),
      text('%{pts\\:hms}', 290, 26),
    ].join(','),
    '-c:v',
    'libx264',
    '-profile:v',
    'main',
    '-preset',
    'veryfast',
    '-b:v',
    '350k',
    '-maxrate',
    '400k',
    '-bufsize',
    '800k',
    // A key frame every 2 s, so every segment starts with one.
    '-g',
    '48',
    '-keyint_min',
    '48',
    '-sc_threshold',
    '0',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-b:a',
    '48k',
    '-ac',
    '1',
    '-f',
    'hls',
    '-hls_time',
    '2',
    '-hls_list_size',
    '0',
    '-hls_playlist_type',
    'vod',
    '-hls_segment_filename',
    path.join(outDir, 'segment%02d.ts'),
    path.join(outDir, 'index.m3u8'),
  ],
  { stdio: 'inherit' },
);

// What the broadcast shows and sounds like, for viewers who cannot hear it (24 s in all).
const captions = [
  ['00:00.000', '00:04.000', '[Steady 330 Hz tone]\nLIVE SAMPLE BROADCAST'],
  ['00:04.000', '00:10.000', '[Tone continues]\nA test picture with colour bars and a running clock.'],
  [
    '00:10.000',
    '00:16.000',
    "[Tone continues]\nThe clock at the foot of the picture counts the broadcast's time.",
  ],
  ['00:16.000', '00:24.000', '[Tone continues]\nEnd of the sample broadcast.'],
];
writeFileSync(
  path.join(outDir, 'captions.en.vtt'),
  `WEBVTT\n\n${captions.map(([from, to, text]) => `${from} --> ${to}\n${text}\n`).join('\n')}`,
);

console.log(`Wrote ${readdirSync(outDir).length} files to ${path.relative(root, outDir)}`);
