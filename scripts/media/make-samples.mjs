// Makes the sample training media committed under media/training: for every sport and
// level a short clip (H.264/AAC MP4 with faststart, and the same clip as HLS: a master playlist
// over one 360p rendition), its English captions (WebVTT, beside the MP4 and the HLS playlists),
// a JPEG poster, and a WebP thumbnail for every catalogue video.
//
//   node scripts/media/make-samples.mjs                  (everything)
//   node scripts/media/make-samples.mjs --captions-only  (the captions alone, no ffmpeg)
//
// Needs ffmpeg with libx264 and libwebp (Debian: apt-get install ffmpeg fonts-dejavu-core). The app
// itself never runs ffmpeg: it serves the files this script wrote.
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';

const root = path.resolve(import.meta.dirname, '../..');
const outDir = path.join(root, 'media/training');
const font = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
const fontRegular = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';

const WIDTH = 640;
const HEIGHT = 360;
const FPS = 24;
const SECONDS = 6;
const SEGMENT_SECONDS = 2;
// H.264 Main profile level 3.0 and AAC-LC, as the master playlist declares them.
const CODECS = 'avc1.4d401e,mp4a.40.2';

const sportColours = {
  basketball: '0xc2410c',
  soccer: '0x15803d',
  football: '0x4d3b26',
  baseball: '0x1e3a8a',
  volleyball: '0x6d28d9',
  track: '0xb91c1c',
  wrestling: '0x334155',
  hockey: '0x0e7490',
};
const levelColours = {
  basic: '0x22c55e',
  intermediate: '0x38bdf8',
  advanced: '0xa78bfa',
  elite: '0xfacc15',
};
// A different pitch per sport so clips are told apart by ear too.
const sportTones = {
  basketball: 440,
  soccer: 494,
  football: 392,
  baseball: 523,
  volleyball: 587,
  track: 659,
  wrestling: 349,
  hockey: 698,
};

function ffmpeg(args) {
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
    stdio: 'inherit',
  });
}

function requireTools() {
  try {
    execFileSync('ffmpeg', ['-version'], { stdio: 'ignore' });
  } catch {
    console.error('ffmpeg is needed to make the sample media (Debian: apt-get install ffmpeg).');
    process.exit(1);
  }
  if (!existsSync(font)) {
    console.error(`The font ${font} is missing (Debian: apt-get install fonts-dejavu-core).`);
    process.exit(1);
  }
}

/** drawtext reads its text from a file, so titles need no filter escaping. */
function textFile(tmp, name, text) {
  const file = path.join(tmp, `${name}.txt`);
  writeFileSync(file, text);
  return file;
}

function wrap(text, width) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines.join('\n');
}

const cap = (text) => text.charAt(0).toUpperCase() + text.slice(1);

const vttTime = (seconds) => `00:00:${String(seconds).padStart(2, '0')}.000`;

/**
 * The captions of a sample clip, made for what it shows and sounds: the titles on screen, the
 * ball crossing the frame and the steady tone (one pitch per sport) under it.
 */
function captionsFor(sportName, level, tone) {
  const cues = [
    [0, 2, `[Steady ${tone} Hz tone]\n${sportName.toUpperCase()}: ${cap(level)} level`],
    [2, 4, '[Tone continues]\nA ball crosses the screen from left to right.'],
    [4, SECONDS, `[Tone continues]\nSample training clip, ${SECONDS} seconds.`],
  ];
  return [
    'WEBVTT',
    '',
    ...cues.flatMap(([from, to, text], index) => [
      String(index + 1),
      `${vttTime(from)} --> ${vttTime(to)}`,
      text,
      '',
    ]),
  ].join('\n');
}

function writeCaptions({ sport, sportName, level, folder }) {
  const dir = path.join(outDir, path.relative('training', folder));
  const text = captionsFor(sportName, level, sportTones[sport]);
  // Beside each source: a premium clip's signed link opens files in its source's folder only.
  for (const where of [dir, path.join(dir, 'hls')]) {
    mkdirSync(where, { recursive: true });
    writeFileSync(path.join(where, CAPTIONS_FILE), text);
  }
}

function makeClip(tmp, { sport, sportName, level, folder }) {
  const dir = path.join(outDir, path.relative('training', folder));
  mkdirSync(path.join(dir, 'hls/360p'), { recursive: true });
  const sportText = textFile(tmp, `${sport}-${level}-sport`, sportName.toUpperCase());
  const levelText = textFile(tmp, `${sport}-${level}-level`, `${cap(level)} level`);
  const noteText = textFile(tmp, `${sport}-${level}-note`, 'Sample training clip');
  const ballText = textFile(tmp, `${sport}-${level}-ball`, '\u25CF');
  // Clips are under ten seconds, so m:ss is 0:0 and the whole second.
  const clockText = textFile(tmp, `${sport}-${level}-clock`, '0:0%{eif:t:d}');
  const video = [
    `drawbox=x=0:y=ih-64:w=iw:h=64:color=${levelColours[level]}@0.9:t=fill`,
    // A ball that crosses the frame, so playback visibly moves (in drawbox t is the thickness,
    // so this is drawtext, where t is the time).
    `drawtext=fontfile=${font}:textfile=${ballText}:fontcolor=white@0.9:fontsize=36:x='(w-text_w)*t/${SECONDS}':y=h-112`,
    `drawtext=fontfile=${font}:textfile=${sportText}:fontcolor=white:fontsize=56:x=(w-text_w)/2:y=96`,
    `drawtext=fontfile=${font}:textfile=${levelText}:fontcolor=white@0.9:fontsize=32:x=(w-text_w)/2:y=172`,
    `drawtext=fontfile=${fontRegular}:textfile=${noteText}:fontcolor=0x0f172a:fontsize=22:x=24:y=h-44`,
    `drawtext=fontfile=${font}:textfile=${clockText}:fontcolor=0x0f172a:fontsize=22:x=w-text_w-24:y=h-44`,
  ].join(',');
  const mp4 = path.join(dir, 'clip.mp4');
  ffmpeg([
    ...[
      '-f',
      'lavfi',
      '-i',
      `color=c=${sportColours[sport]}:s=${WIDTH}x${HEIGHT}:r=${FPS}:d=${SECONDS}`,
    ],
    ...[
      '-f',
      'lavfi',
      '-i',
      `sine=frequency=${sportTones[sport]}:sample_rate=22050:duration=${SECONDS}`,
    ],
    ...['-vf', video, '-af', `volume=0.25,afade=t=in:d=0.3,afade=t=out:st=${SECONDS - 0.5}:d=0.5`],
    ...[
      '-c:v',
      'libx264',
      '-profile:v',
      'main',
      '-level',
      '3.0',
      '-preset',
      'veryslow',
      '-crf',
      '31',
    ],
    ...[
      '-pix_fmt',
      'yuv420p',
      '-g',
      String(FPS * SEGMENT_SECONDS),
      '-keyint_min',
      String(FPS * SEGMENT_SECONDS),
    ],
    ...['-sc_threshold', '0', '-c:a', 'aac', '-b:a', '24k', '-ac', '1'],
    ...['-movflags', '+faststart', '-map_metadata', '-1', '-fflags', '+bitexact', '-shortest', mp4],
  ]);

  // The same clip as HLS: fragmented-MP4 segments cut on the 2-second keyframes, no
  // re-encoding (smaller than MPEG-TS at this bitrate; hls.js and Safari both play them).
  ffmpeg([
    ...['-i', mp4, '-c', 'copy', '-f', 'hls', '-hls_time', String(SEGMENT_SECONDS)],
    ...['-hls_playlist_type', 'vod', '-hls_flags', 'independent_segments'],
    ...['-hls_segment_type', 'fmp4', '-hls_fmp4_init_filename', 'init.mp4'],
    ...['-hls_segment_filename', path.join(dir, 'hls/360p/seg-%02d.m4s')],
    path.join(dir, 'hls/360p/index.m3u8'),
  ]);
  const segmentBytes = readdirSync(path.join(dir, 'hls/360p'))
    .filter((name) => name.endsWith('.m4s'))
    .map((name) => statSync(path.join(dir, 'hls/360p', name)).size);
  const peak = Math.max(...segmentBytes);
  const average = segmentBytes.reduce((sum, size) => sum + size, 0) / segmentBytes.length;
  writeFileSync(
    path.join(dir, 'hls/master.m3u8'),
    [
      '#EXTM3U',
      '#EXT-X-VERSION:7',
      '#EXT-X-INDEPENDENT-SEGMENTS',
      `#EXT-X-STREAM-INF:BANDWIDTH=${Math.ceil((peak * 8) / SEGMENT_SECONDS)},AVERAGE-BANDWIDTH=${Math.ceil((average * 8) / SEGMENT_SECONDS)},RESOLUTION=${WIDTH}x${HEIGHT},FRAME-RATE=${FPS}.000,CODECS="${CODECS}"`,
      '360p/index.m3u8',
      '',
    ].join('\n'),
  );

  // The still shown before playback: a frame from the clip, where everything is on screen.
  ffmpeg([
    '-ss',
    '1',
    '-i',
    mp4,
    '-frames:v',
    '1',
    '-q:v',
    '7',
    path.join(outDir, `posters/${sport}-${level}.jpg`),
  ]);
}

function makeThumbnail(tmp, video, sportName) {
  const title = textFile(tmp, `${video.id}-title`, wrap(video.title, 24));
  const label = textFile(
    tmp,
    `${video.id}-label`,
    `${sportName.toUpperCase()}  ·  ${video.category.toUpperCase()}`,
  );
  const level = textFile(tmp, `${video.id}-level`, cap(video.level));
  const filters = [
    `drawbox=x=0:y=0:w=10:h=ih:color=${levelColours[video.level]}:t=fill`,
    `drawtext=fontfile=${fontRegular}:textfile=${label}:fontcolor=white@0.8:fontsize=15:x=36:y=34`,
    `drawtext=fontfile=${font}:textfile=${title}:fontcolor=white:fontsize=30:line_spacing=8:x=36:y=76`,
    `drawbox=x=36:y=ih-62:w=120:h=34:color=${levelColours[video.level]}:t=fill`,
    `drawtext=fontfile=${font}:textfile=${level}:fontcolor=0x0f172a:fontsize=17:x=36+(120-text_w)/2:y=h-62+(34-text_h)/2`,
  ].join(',');
  ffmpeg([
    ...['-f', 'lavfi', '-i', `color=c=${sportColours[video.sport]}:s=480x270:d=1`],
    ...['-vf', filters, '-frames:v', '1', '-c:v', 'libwebp', '-quality', '70'],
    path.join(outDir, `thumbs/${video.id}.webp`),
  ]);
}

const { trainingCatalogue, clipFolder, CAPTIONS_FILE } = await tsImport(
  '../../src/server/modules/training/training-catalogue.ts',
  import.meta.url,
);
const { trainingSports } = await tsImport('../../src/shared/sports.ts', import.meta.url);
const clips = trainingSports.flatMap((sport) =>
  sport.levels.map((level) => ({
    sport: sport.id,
    sportName: sport.name,
    level,
    folder: clipFolder(sport.id, level),
  })),
);

if (process.argv.includes('--captions-only')) {
  for (const clip of clips) writeCaptions(clip);
  console.log(`Wrote captions for ${clips.length} sample clips to ${path.relative(root, outDir)}.`);
  process.exit(0);
}

requireTools();

rmSync(outDir, { recursive: true, force: true });
mkdirSync(path.join(outDir, 'posters'), { recursive: true });
mkdirSync(path.join(outDir, 'thumbs'), { recursive: true });
const tmp = mkdtempSync(path.join(os.tmpdir(), 'make-samples-'));
try {
  for (const clip of clips) {
    makeClip(tmp, clip);
    writeCaptions(clip);
    process.stdout.write('.');
  }
  for (const video of trainingCatalogue) {
    const sport = trainingSports.find((entry) => entry.id === video.sport);
    makeThumbnail(tmp, video, sport.name);
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
console.log(
  `\nWrote sample media for ${trainingCatalogue.length} videos to ${path.relative(root, outDir)}.`,
);
