import sharp from 'sharp';
import { AppError } from '#server/http/app-error';
import type { BodyLimit } from '#server/http/body-limits';
import { QueueFullError, type WorkQueue } from '#server/lib/work-queue';

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_SIZE = 512;
const tooLargeMessage = 'The photo is larger than 5 MB. Choose a smaller one.';

/** The upload request may carry the photo and its form fields' few bytes around it. */
export const AVATAR_BODY_LIMIT: BodyLimit = {
  maxBytes: AVATAR_MAX_BYTES + 64 * 1024,
  message: tooLargeMessage,
};

/**
 * What a picture may measure before it is decoded. Decoding costs memory by its pixels and, when
 * cropped to a square, by its longest side: a 65000×600 strip under any pixel limit still needs
 * a 55000-pixel-wide intermediate. With these caps one picture peaks near 160 MB.
 */
export const AVATAR_MAX_PIXELS = 40_000_000;
export const AVATAR_MAX_SIDE = 10_000;
export const AVATAR_MAX_ASPECT = 4;

sharp.cache(false);

/** The picture formats accepted, recognised by their first bytes, never by name or declared type. */
export function sniffImageType(bytes: Uint8Array): 'png' | 'jpeg' | 'webp' | null {
  const starts = (...values: number[]) => values.every((value, index) => bytes[index] === value);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));
  if (bytes.length > 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return null;
}

const unreadable = () =>
  new AppError(
    'UNSUPPORTED_MEDIA_TYPE',
    'That photo could not be read. Choose another PNG, JPEG or WebP file.',
  );

/** Refuses a picture whose header announces more than the caps allow, before decoding it. */
async function checkDimensions(bytes: Uint8Array) {
  const { width, height } = await sharp(bytes)
    .metadata()
    .catch(() => {
      throw unreadable();
    });
  if (!width || !height) throw unreadable();
  if (width > AVATAR_MAX_SIDE || height > AVATAR_MAX_SIDE || width * height > AVATAR_MAX_PIXELS) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      'The photo has too many pixels. Choose one at most 10,000 pixels on each side.',
    );
  }
  if (Math.max(width, height) / Math.min(width, height) > AVATAR_MAX_ASPECT) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'The photo is too long and narrow for a profile picture. Choose a more square one.',
    );
  }
}

/**
 * Turns an upload into a square WebP of at most 512 px. Re-encoding drops every piece of
 * metadata (EXIF, GPS, camera) and anything hidden in the file; orientation is applied first.
 * The decoding waits its turn in `decoding` (the instance's, see AthleteWork.photoDecoding).
 */
export async function processAvatar(bytes: Uint8Array, decoding: WorkQueue): Promise<Uint8Array> {
  if (bytes.byteLength > AVATAR_MAX_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', tooLargeMessage);
  }
  if (!sniffImageType(bytes)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Choose a PNG, JPEG or WebP photo.');
  }
  await checkDimensions(bytes);
  try {
    return await decoding.run(() =>
      sharp(bytes, { limitInputPixels: AVATAR_MAX_PIXELS, failOn: 'error' })
        .rotate()
        .resize(AVATAR_SIZE, AVATAR_SIZE, {
          fit: 'cover',
          position: 'attention',
          withoutEnlargement: true,
        })
        .webp({ quality: 82 })
        .toBuffer(),
    );
  } catch (error) {
    if (error instanceof QueueFullError) {
      throw new AppError(
        'UNAVAILABLE',
        'Many photos are being uploaded right now. Please try again in a minute.',
      );
    }
    throw unreadable();
  }
}
