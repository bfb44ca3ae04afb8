// WebVTT captions files that athletes and channel owners upload for highlight clips and replays
// (docs/product.md#captions-upload): the one check the upload controls and the server share.
// Zod-free and small, so the profile editor and the channel list can check a file before sending.

/** The largest captions file taken, in UTF-8 bytes. */
export const WEBVTT_MAX_BYTES = 256 * 1024;

/** What the file picker offers. */
export const webvttAccept = '.vtt,text/vtt';

/** The type a stored captions file is served with. */
export const WEBVTT_CONTENT_TYPE = 'text/vtt; charset=utf-8';

const maxKilobytes = WEBVTT_MAX_BYTES / 1024;

/** Shows at most 40 characters of what was found, on one line. */
function shown(text: string): string {
  const flat = text.replace(/[\t\r\n]/g, ' ');
  return flat.length > 40 ? `${flat.slice(0, 39)}…` : flat;
}

export const webvttMessages = {
  chooseFile: 'Choose a WebVTT captions file (.vtt).',
  empty: 'The captions file is empty. Choose a WebVTT file (.vtt).',
  tooLarge: `The captions file is larger than ${maxKilobytes} KB. Choose a smaller one.`,
  nulByte: (line: number) =>
    `Line ${line}: the file holds a NUL character, so it is not a text file. Choose a WebVTT file (.vtt).`,
  header: 'Line 1: a WebVTT file starts with the word WEBVTT on its first line.',
  styleBlock: (line: number) =>
    `Line ${line}: STYLE blocks are not allowed. The player styles captions itself; remove the block.`,
  regionBlock: (line: number) =>
    `Line ${line}: REGION blocks are not allowed. Remove the block and any region: setting.`,
  noteArrow: (line: number) => `Line ${line}: a NOTE cannot contain -->.`,
  expectedTiming: (line: number, found: string) =>
    `Line ${line}: expected cue timings such as 00:01.000 --> 00:04.000 (found "${shown(found)}").`,
  badTiming: (line: number, found: string) =>
    `Line ${line}: cue timings are written mm:ss.ttt or hh:mm:ss.ttt, for example 00:01.000 --> 00:04.000 (found "${shown(found)}").`,
  endNotAfterStart: (line: number) => `Line ${line}: the cue must end after it starts.`,
  badSetting: (line: number, found: string) =>
    `Line ${line}: cue settings may be vertical, line, position, size and align (found "${shown(found)}").`,
  arrowInText: (line: number) =>
    `Line ${line}: a cue's text cannot contain -->. Leave a blank line before the next cue.`,
  unclosedTag: (line: number, found: string) =>
    `Line ${line}: a tag is not closed with > (found ${shown(found)}). Write a < that is text as &lt;.`,
  strayLessThan: (line: number) => `Line ${line}: write a < that is text as &lt;.`,
  tagNotAllowed: (line: number, found: string) =>
    `Line ${line}: only WebVTT's own tags are allowed (found ${shown(found)}).`,
  noCues:
    'The file has no cues. Add at least one, for example a line 00:01.000 --> 00:04.000 followed by its text.',
} as const;

/** UTF-8 length of a string, counted without encoding it (a lone surrogate counts as U+FFFD). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && index + 1 < text.length) {
      const next = text.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4;
        index += 1;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}

const TIMESTAMP_ONLY = /^(?:(\d{2,}):)?(\d{2}):(\d{2})\.(\d{3})$/;
/**
 * start --> end, then the settings: each part is checked on its own below. Matched against a
 * line without trailing spaces; no part of it backtracks more than once over a run of spaces.
 */
const TIMING_LINE = /^(\S+?)[ \t]*-->[ \t]*(\S+)(?:[ \t]+(.*))?$/;

/** Seconds of a WebVTT timestamp, or null when it is not one (minutes and seconds below 60). */
function secondsOf(timestamp: string): number | null {
  const match = TIMESTAMP_ONLY.exec(timestamp);
  if (!match) return null;
  const [, hours = '0', minutes = '', seconds = '', millis = ''] = match;
  if (Number(minutes) > 59 || Number(seconds) > 59) return null;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds) + Number(millis) / 1000;
}

const settingPatterns: Record<string, RegExp> = {
  vertical: /^(?:rl|lr)$/,
  line: /^(?:-?\d+|\d+(?:\.\d+)?%)(?:,(?:start|center|end))?$/,
  position: /^(?:\d+(?:\.\d+)?%(?:,(?:line-left|center|line-right|auto))?|auto)$/,
  size: /^\d+(?:\.\d+)?%$/,
  align: /^(?:start|center|end|left|right)$/,
};

/** The first problem with a cue's settings ("align:start size:80%"), or null. */
function settingsProblem(line: number, settings: string): string | null {
  for (const token of settings.split(/[ \t]+/).filter(Boolean)) {
    const colon = token.indexOf(':');
    const name = colon > 0 ? token.slice(0, colon) : '';
    if (name === 'region') return webvttMessages.regionBlock(line);
    const pattern = settingPatterns[name];
    if (!pattern || !pattern.test(token.slice(colon + 1))) {
      return webvttMessages.badSetting(line, token);
    }
  }
  return null;
}

// Cue text tags: the spans WebVTT defines, with classes (<c.yellow>, <v.loud Esme>), an
// annotation where one belongs (<v Esme>, <lang en>), their end tags, and timestamps.
const CLASSES = String.raw`(?:\.[^\s.<>&]+)*`;
const PLAIN_TAG = new RegExp(`^(?:c|i|b|u|ruby|rt)${CLASSES}$`);
const VOICE_TAG = new RegExp(`^v${CLASSES}(?:[ \\t][^<>]*)?$`);
const LANG_TAG = new RegExp(`^lang${CLASSES}[ \\t]+[^\\s<>][^<>]*$`);
const END_TAG = /^\/(?:c|i|b|u|v|lang|ruby|rt)$/;

function isWebVttTag(content: string): boolean {
  return (
    PLAIN_TAG.test(content) ||
    VOICE_TAG.test(content) ||
    LANG_TAG.test(content) ||
    END_TAG.test(content) ||
    secondsOf(content) !== null
  );
}

/** The first problem in one line of cue text, or null. Entities (&amp;, &#233;) are text. */
function cueTextProblem(line: number, text: string): string | null {
  if (text.includes('-->')) return webvttMessages.arrowInText(line);
  let from = 0;
  for (;;) {
    const open = text.indexOf('<', from);
    if (open < 0) return null;
    const close = text.indexOf('>', open + 1);
    if (close < 0) return webvttMessages.unclosedTag(line, text.slice(open));
    const content = text.slice(open + 1, close);
    if (content.includes('<')) return webvttMessages.strayLessThan(line);
    if (!isWebVttTag(content)) {
      return webvttMessages.tagNotAllowed(line, text.slice(open, close + 1));
    }
    from = close + 1;
  }
}

/** One cue or other block: its lines and the number of its first line. */
type Block = { first: number; lines: string[] };

function blockProblem(block: Block): { problem: string | null; cue: boolean } {
  const [head = '', second] = block.lines;
  // A comment, which cannot hold --> (a cue is never named NOTE).
  if (/^NOTE(?:[ \t]|$)/.test(head) && !head.includes('-->')) {
    const arrow = block.lines.findIndex((line) => line.includes('-->'));
    return {
      problem: arrow < 0 ? null : webvttMessages.noteArrow(block.first + arrow),
      cue: false,
    };
  }
  const timingAt = head.includes('-->') ? 0 : second?.includes('-->') ? 1 : -1;
  if (timingAt < 0) {
    if (/^STYLE(?:[ \t]|$)/.test(head)) {
      return { problem: webvttMessages.styleBlock(block.first), cue: false };
    }
    if (/^REGION(?:[ \t]|$)/.test(head)) {
      return { problem: webvttMessages.regionBlock(block.first), cue: false };
    }
    // A cue identifier with no timings after it, or text without a cue.
    const line = second === undefined ? block.first : block.first + 1;
    return { problem: webvttMessages.expectedTiming(line, second ?? head), cue: false };
  }
  const timingLine = block.first + timingAt;
  const timing = block.lines[timingAt]!;
  const match = TIMING_LINE.exec(timing.trimEnd());
  const start = match ? secondsOf(match[1]!) : null;
  const end = match ? secondsOf(match[2]!) : null;
  if (!match || start === null || end === null) {
    return { problem: webvttMessages.badTiming(timingLine, timing), cue: true };
  }
  if (end <= start) return { problem: webvttMessages.endNotAfterStart(timingLine), cue: true };
  const settings = match[3] ? settingsProblem(timingLine, match[3]) : null;
  if (settings) return { problem: settings, cue: true };
  for (const [index, text] of block.lines.slice(timingAt + 1).entries()) {
    const problem = cueTextProblem(timingLine + 1 + index, text);
    if (problem) return { problem, cue: true };
  }
  return { problem: null, cue: true };
}

/**
 * Why a text is not a captions file this site takes, or null when it is: at most
 * WEBVTT_MAX_BYTES, no NUL, the WEBVTT header, cues with valid timings (the end after the
 * start) and settings, and in their text only WebVTT's own tags and character references. STYLE
 * and REGION blocks are refused; NOTE blocks are comments. Problems name their line.
 */
export function webvttProblem(text: string): string | null {
  if (text.length === 0) return webvttMessages.empty;
  // Cheap first: a string far over the limit is refused before it is measured.
  if (text.length > WEBVTT_MAX_BYTES || utf8Length(text) > WEBVTT_MAX_BYTES) {
    return webvttMessages.tooLarge;
  }
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const nul = lines.findIndex((line) => line.includes('\u0000'));
  if (nul >= 0) return webvttMessages.nulByte(nul + 1);
  if (!/^WEBVTT(?:[ \t]|$)/.test(lines[0]!)) return webvttMessages.header;

  // Header lines after WEBVTT run to the first blank line (or a line with timings in it).
  let index = 1;
  while (index < lines.length && lines[index] !== '' && !lines[index]!.includes('-->')) {
    index += 1;
  }
  let cues = 0;
  while (index < lines.length) {
    if (lines[index] === '') {
      index += 1;
      continue;
    }
    const block: Block = { first: index + 1, lines: [] };
    while (index < lines.length && lines[index] !== '') {
      block.lines.push(lines[index]!);
      index += 1;
    }
    const { problem, cue } = blockProblem(block);
    if (problem) return problem;
    if (cue) cues += 1;
  }
  return cues === 0 ? webvttMessages.noCues : null;
}
