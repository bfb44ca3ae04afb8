// Highlight videos on athlete profiles: the messages and the checks the upload form and the
// server share. Zod-free, so the profile editor can import it with its first view.
import {
  HIGHLIGHT_MAX_BYTES,
  HIGHLIGHT_MAX_SECONDS,
  highlightContentTypes,
  type HighlightContentType,
} from './streams';
import { formatDuration } from './format-duration';

/** How many clips an athlete's highlight reel holds. */
export const HIGHLIGHT_REEL_MAX = 10;
export const HIGHLIGHT_TITLE_MAX = 80;

const maxMegabytes = Math.round(HIGHLIGHT_MAX_BYTES / (1024 * 1024));
const maxMinutes = HIGHLIGHT_MAX_SECONDS / 60;

export const highlightMessages = {
  chooseFile: 'Choose a video to upload.',
  wrongType: 'Choose an MP4, WebM or MOV video.',
  notAVideo: 'That file is not an MP4, WebM or MOV video. Choose another file.',
  tooLarge: `The video is larger than ${maxMegabytes} MB. Choose a smaller one.`,
  tooLong: (seconds: number) =>
    `The video is ${formatDuration(seconds)} long. A highlight video can be at most ${maxMinutes} minutes.`,
  needsProfile: 'Save your athlete profile first, then add a highlight video.',
  busy: 'Many videos are being uploaded right now. Please try again in a few minutes.',
  providerDown: 'The video service is not answering. Please try again in a few minutes.',
  reelFull: `Your highlight reel holds ${HIGHLIGHT_REEL_MAX} clips. Delete one to add another.`,
  noClip: 'This clip is no longer in your highlight reel.',
  titleRequired: 'Give the clip a title, for example Junior season, 3-pointers.',
  titleTooLong: `Use at most ${HIGHLIGHT_TITLE_MAX} characters for the title.`,
  orderMismatch: 'Your highlight reel changed meanwhile. Reload the page and try again.',
  nothingToChange: 'Nothing to change.',
} as const;

/** What the file picker says it takes, and the limits shown beside it. */
export const highlightAccept = '.mp4,.m4v,.webm,.mov,video/mp4,video/webm,video/quicktime';
export const highlightLimitsText = `MP4, WebM or MOV, up to ${maxMegabytes} MB and ${maxMinutes} minutes.`;

const byExtension: Record<string, HighlightContentType> = {
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
};

export function isHighlightContentType(value: string): value is HighlightContentType {
  return (highlightContentTypes as readonly string[]).includes(value);
}

/**
 * The type a chosen file is sent as: the one the browser names, or, when it names none (some
 * systems do not know .mov), the one its extension implies; null for any other file.
 */
export function highlightContentTypeOf(file: {
  name: string;
  type: string;
}): HighlightContentType | null {
  if (isHighlightContentType(file.type)) return file.type;
  if (file.type !== '') return null;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return byExtension[extension] ?? null;
}

/** Why a chosen file cannot be uploaded, or null when it may be. The server checks again. */
export function highlightFileProblem(file: { name: string; type: string; size: number }) {
  if (!highlightContentTypeOf(file)) return highlightMessages.wrongType;
  if (file.size === 0) return highlightMessages.chooseFile;
  if (file.size > HIGHLIGHT_MAX_BYTES) return highlightMessages.tooLarge;
  return null;
}
