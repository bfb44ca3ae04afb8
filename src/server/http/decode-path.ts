/**
 * A URL path (or part of one) fully decoded, `%2F` included, or null when it cannot be decoded or
 * holds a control character or a backslash: no file this app serves has one in its name, and
 * each is a classic way to slip past a folder check.
 */
export function decodePath(value: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return null;
  }
  // eslint-disable-next-line no-control-regex
  return /[\u0000-\u001f\u007f\\]/.test(decoded) ? null : decoded;
}
