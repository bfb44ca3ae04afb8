import { z } from './zod';

/** What a field says when it holds a control character (NUL, a line break in a name...). */
export const controlCharacterMessage = 'This text contains characters that are not allowed.';

// NUL cannot be stored at all, and the other control characters forge log lines or hide text.
// eslint-disable-next-line no-control-regex
const ONE_LINE = /^[^\u0000-\u001f\u007f]*$/;
/** Tabs and line breaks are the only control characters a multi-line text may hold. */
// eslint-disable-next-line no-control-regex
const MULTILINE = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;

/** A string typed on one line (a name, a school, a search): no control characters at all. */
export const lineText = (params?: { error?: string }) =>
  z.string(params).regex(ONE_LINE, controlCharacterMessage);

/** A string that may span lines (a message, a bio): tabs and line breaks only. */
export const multilineText = (params?: { error?: string }) =>
  z.string(params).regex(MULTILINE, controlCharacterMessage);

/** True when a value has no control character, for values read outside a schema. */
export const isLineText = (value: string) => ONE_LINE.test(value);
