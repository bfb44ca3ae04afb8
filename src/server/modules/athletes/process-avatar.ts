import sharp from 'sharp';
import { AppError } from '../../http/app-error';

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_SIZE = 512;

/** The picture formats accepted, recognised by their first bytes, never by name or declared type. */
export function sniffImageType(bytes: Uint8Array): 'png' | 'jpeg' | 'webp' | null {
  const starts = (...values: number[]) => values.every((value, index) => bytes[index] === value);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));
  if (bytes.length > 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return null;
}

/**
 * Turns an upload into a square WebP of at most 512 px. Re-encoding drops every piece of
 * metadata (EXIF, GPS, camera) and anything hidden in the file; orientation is applied first.
 */
export async function processAvatar(bytes: Uint8Array): Promise<Uint8Array> {
  if (bytes.byteLength > AVATAR_MAX_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'The photo is larger than 5 MB. Choose a smaller one.');
  }
  if (!sniffImageType(bytes)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Choose a PNG, JPEG or WebP photo.');
  }
  try {
    return await sharp(bytes, { limitInputPixels: 40_000_000, failOn: 'error' })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, {
        fit: 'cover',
        position: 'attention',
        withoutEnlargement: true,
      })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'That photo could not be read. Choose another PNG, JPEG or WebP file.',
    );
  }
}
