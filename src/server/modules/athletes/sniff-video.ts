import type { HighlightContentType } from '#shared/streams';

export type VideoFormat = {
  contentType: HighlightContentType;
  /** The extension the stored file gets. */
  extension: 'mp4' | 'mov' | 'webm';
  /** Which duration reader understands it. */
  container: 'isobmff' | 'ebml';
};

/** How many bytes from the start of a file `sniffVideo` needs to see. */
export const SNIFF_BYTES = 256;

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/**
 * ISO base media files that are not videos: still images (HEIF, AVIF, Canon raw) and audio
 * books and songs. They open with an `ftyp` box like an MP4 and would otherwise pass for one.
 */
const notVideoBrands = new Set([
  'avif',
  'avis',
  'heic',
  'heix',
  'heim',
  'heis',
  'hevc',
  'hevx',
  'mif1',
  'msf1',
  'crx ',
  'M4A ',
  'M4B ',
  'M4P ',
]);

/** MP4 and QuickTime: a file-type box first, its brand naming the format. */
function sniffIsoBmff(bytes: Uint8Array): VideoFormat | null {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return null;
  const boxSize = new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0);
  // size, type, major brand and minor version at least; a real one is a few dozen bytes.
  if (boxSize < 16 || boxSize > 4096) return null;
  const brand = ascii(bytes, 8, 12);
  if (notVideoBrands.has(brand)) return null;
  if (brand === 'qt  ')
    return { contentType: 'video/quicktime', extension: 'mov', container: 'isobmff' };
  return { contentType: 'video/mp4', extension: 'mp4', container: 'isobmff' };
}

/** An EBML variable-length number at `at`: its length in bytes and its value (marker bit removed). */
export function readVint(
  bytes: Uint8Array,
  at: number,
): { length: number; value: number; unknown: boolean } | null {
  const first = bytes[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (at + length > bytes.length) return null;
  let value = first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let index = 1; index < length; index += 1) {
    const byte = bytes[at + index]!;
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { length, value, unknown: allOnes };
}

/** An EBML element ID at `at` (its marker bits kept, as IDs are written), and its length. */
export function readElementId(
  bytes: Uint8Array,
  at: number,
): { length: number; id: number } | null {
  const first = bytes[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (length > 4 || at + length > bytes.length) return null;
  let id = 0;
  for (let index = 0; index < length; index += 1) id = id * 256 + bytes[at + index]!;
  return { length, id };
}

const EBML_MAGIC = [0x1a, 0x45, 0xdf, 0xa3];
const DOC_TYPE_ID = 0x4282;

/** WebM: an EBML header whose DocType is webm (plain Matroska is not a web video). */
function sniffWebm(bytes: Uint8Array): VideoFormat | null {
  if (!EBML_MAGIC.every((byte, index) => bytes[index] === byte)) return null;
  const headerSize = readVint(bytes, 4);
  if (!headerSize || headerSize.unknown) return null;
  const start = 4 + headerSize.length;
  const end = Math.min(bytes.length, start + headerSize.value);
  for (let at = start; at < end;) {
    const id = readElementId(bytes, at);
    const size = id && readVint(bytes, at + id.length);
    if (!id || !size || size.unknown) return null;
    const data = at + id.length + size.length;
    if (id.id === DOC_TYPE_ID) {
      if (data + size.value > bytes.length) return null;
      // A string element may be padded with zero bytes.
      const docType = ascii(bytes, data, data + size.value).replace(/\0+$/, '');
      return docType === 'webm'
        ? { contentType: 'video/webm', extension: 'webm', container: 'ebml' }
        : null;
    }
    at = data + size.value;
  }
  return null;
}

/**
 * The video format of a file, told by its first bytes (at least SNIFF_BYTES of them), never by
 * its name or the type the browser declared; null for anything but MP4, QuickTime and WebM.
 */
export function sniffVideo(bytes: Uint8Array): VideoFormat | null {
  return sniffIsoBmff(bytes) ?? sniffWebm(bytes);
}
