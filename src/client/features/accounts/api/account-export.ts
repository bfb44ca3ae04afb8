import { readAnswer } from '#client/lib/api';
import { api } from '#client/lib/api-client';

/**
 * Everything the site holds about the signed-in member (GET /api/me/export), as the file to
 * save and the name the server gives it. Any other answer throws an ApiError.
 */
export async function fetchAccountExport(): Promise<{ file: Blob; fileName: string }> {
  const res = await api.me.export.$get();
  if (!res.ok) await readAnswer(res);
  const fileName =
    res.headers.get('content-disposition')?.match(/filename="([^"]+)"/)?.[1] ??
    'showcase-data.json';
  return { file: await res.blob(), fileName };
}

/** Hands a file to the browser's downloads, under the name given. */
export function saveFile(file: Blob, fileName: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the click; the address is no longer needed after it.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
