import { randomBytes } from 'node:crypto';
import { WEBVTT_CONTENT_TYPE, WEBVTT_MAX_BYTES, webvttMessages } from '#shared/webvtt';
import type { Storage } from '#server/adapters/storage/storage';
import type { BodyLimit } from '#server/http/body-limits';

/**
 * PUT …/captions sends the file as a JSON string, `{ "vtt": "…" }`: escaped, a byte of the file
 * takes at most six there (`\u0001`), so every file within WEBVTT_MAX_BYTES reaches the check
 * and is told its own problem, and nothing much larger is read.
 */
export const CAPTIONS_BODY_LIMIT: BodyLimit = {
  maxBytes: 6 * WEBVTT_MAX_BYTES + 1024,
  message: webvttMessages.tooLarge,
};

export type StoredCaptions = { storageKey: string; url: string };

/**
 * Stores a checked WebVTT file in `folder` under a new name (the old address may sit in caches
 * and is deleted by the caller once the new one is recorded).
 */
export async function storeCaptions(
  storage: Storage,
  folder: string,
  owner: string,
  vtt: string,
): Promise<StoredCaptions> {
  const storageKey = `${folder}/${owner}-${randomBytes(8).toString('hex')}.vtt`;
  await storage.put(storageKey, new TextEncoder().encode(vtt), WEBVTT_CONTENT_TYPE);
  return { storageKey, url: storage.publicUrl(storageKey) };
}

/** Deletes a captions file no row points at any more; a failure is logged, not raised. */
export async function discardCaptions(storage: Storage, storageKey: string | null | undefined) {
  if (!storageKey) return;
  try {
    await storage.delete(storageKey);
  } catch (error) {
    console.error(`[captions] could not delete ${storageKey}: remove it by hand`, error);
  }
}
