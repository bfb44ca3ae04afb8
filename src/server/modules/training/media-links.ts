import { createHmac, timingSafeEqual } from 'node:crypto';
import { posix } from 'node:path';
import type { Clock } from '#server/lib/clock';

/** How long a signed link to premium media works: short on purpose. */
export const SIGNED_LINK_SECONDS = 10 * 60;

/** Media under this folder is only served through a signed link. */
export const PROTECTED_MEDIA_PREFIX = 'training/premium/';

/**
 * The only folders served without a signature: basic clips, thumbnails and posters. Listing what
 * is public, rather than what is not, keeps any other spelling of a premium path out.
 */
const PUBLIC_MEDIA_PREFIXES = ['training/basic/', 'training/thumbs/', 'training/posters/'];

export const isAbsoluteUrl = (value: string) => /^https?:\/\//i.test(value);

export function isProtectedMediaPath(mediaPath: string): boolean {
  return posix.normalize(mediaPath).startsWith(PROTECTED_MEDIA_PREFIX);
}

/** True for a path inside one of the public media folders, after normalising it. */
export function isPublicMediaPath(mediaPath: string): boolean {
  const normalized = posix.normalize(mediaPath);
  return PUBLIC_MEDIA_PREFIXES.some((prefix) => normalized.startsWith(prefix));
}

export type MediaLinks = ReturnType<typeof createMediaLinks>;

/**
 * Builds the URLs the API hands out for media. A signed link names one video and an expiry and
 * carries an HMAC of both, so it cannot be stretched in time or pointed at another video:
 *
 *   {base}/s/{videoId}/{expires}/{signature}/{file}
 *
 * The signature covers the folder of the video's source rather than one file, so an HLS master
 * playlist's relative links (renditions, segments) are signed along with it.
 */
export function createMediaLinks(options: { secret: string; baseUrl: string; clock: Clock }) {
  const { clock } = options;
  // A key of its own, so a media signature can never stand in for anything else the secret signs.
  const key = createHmac('sha256', options.secret).update('training-media-links').digest();
  const base = options.baseUrl.replace(/\/+$/, '');

  const signature = (videoId: string, expires: number) =>
    createHmac('sha256', key).update(`${videoId}\n${expires}`).digest('base64url');

  return {
    /** A file anyone may fetch: basic clips, thumbnails, posters; absolute URLs unchanged. */
    publicUrl(mediaPath: string): string {
      return isAbsoluteUrl(mediaPath) ? mediaPath : `${base}/${mediaPath.replace(/^\/+/, '')}`;
    },

    signedUrl(videoId: string, mediaPath: string, now = clock.now()): string {
      const expires = Math.floor(now / 1000) + SIGNED_LINK_SECONDS;
      return `${base}/s/${encodeURIComponent(videoId)}/${expires}/${signature(videoId, expires)}/${posix.basename(mediaPath)}`;
    },

    /** True when the link was made here, for this video, and has not expired. */
    verify(videoId: string, expires: string, given: string, now = clock.now()): boolean {
      if (!/^\d{1,12}$/.test(expires)) return false;
      const expiresAt = Number(expires);
      if (expiresAt * 1000 <= now) return false;
      const expected = Buffer.from(signature(videoId, expiresAt));
      const actual = Buffer.from(given);
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    },
  };
}
