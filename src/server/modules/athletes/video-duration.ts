import type { FileHandle } from 'node:fs/promises';
import { readElementId, readVint, type VideoFormat } from './sniff-video';

/** Random access to a file's bytes, so readers visit box headers without loading the file. */
export type ByteSource = {
  size: number;
  /** Up to `length` bytes at `position`; fewer at the end of the file. */
  read: (position: number, length: number) => Promise<Uint8Array>;
};

export function fileByteSource(handle: FileHandle, size: number): ByteSource {
  return {
    size,
    async read(position, length) {
      const buffer = new Uint8Array(Math.max(0, Math.min(length, size - position)));
      if (buffer.length === 0) return buffer;
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, position);
      return buffer.subarray(0, bytesRead);
    },
  };
}

export function bytesSource(bytes: Uint8Array): ByteSource {
  return {
    size: bytes.length,
    read: async (position, length) => bytes.subarray(position, position + length),
  };
}

/** Enough for any real file; a crafted one with millions of tiny boxes stops here. */
const MAX_ELEMENTS = 10_000;

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
const uint64 = (data: DataView, at: number) =>
  data.getUint32(at) * 2 ** 32 + data.getUint32(at + 4);

type Box = { dataStart: number; end: number };

/** The first box of `type` between `start` and `end`, reading box headers only. */
async function findBox(
  source: ByteSource,
  start: number,
  end: number,
  type: string,
): Promise<Box | null> {
  let at = start;
  for (let count = 0; at + 8 <= end && count < MAX_ELEMENTS; count += 1) {
    const header = await source.read(at, 16);
    if (header.length < 8) return null;
    const data = view(header);
    let size = data.getUint32(0);
    let headerSize = 8;
    if (size === 1) {
      // A 64-bit size follows the type (large media data boxes).
      if (header.length < 16) return null;
      size = uint64(data, 8);
      headerSize = 16;
    } else if (size === 0) {
      size = end - at;
    }
    if (size < headerSize || at + size > end) return null;
    if (String.fromCharCode(...header.subarray(4, 8)) === type) {
      return { dataStart: at + headerSize, end: at + size };
    }
    at += size;
  }
  return null;
}

/**
 * MP4 and QuickTime: the movie header (`moov`/`mvhd`) holds a timescale (units per second) and
 * the duration in those units. `moov` may come before or after the media data.
 */
export async function readIsoBmffDuration(source: ByteSource): Promise<number | null> {
  const moov = await findBox(source, 0, source.size, 'moov');
  const mvhd = moov && (await findBox(source, moov.dataStart, moov.end, 'mvhd'));
  if (!mvhd) return null;
  const body = await source.read(mvhd.dataStart, 32);
  const data = view(body);
  const version = body[0];
  let timescale: number;
  let duration: number;
  if (version === 0 && body.length >= 20) {
    timescale = data.getUint32(12);
    duration = data.getUint32(16);
    if (duration === 0xffffffff) return null;
  } else if (version === 1 && body.length >= 32) {
    timescale = data.getUint32(20);
    if (data.getUint32(24) === 0xffffffff && data.getUint32(28) === 0xffffffff) return null;
    duration = uint64(data, 24);
  } else {
    return null;
  }
  // A fragmented file may leave the duration 0 here and give it fragment by fragment.
  if (timescale === 0 || duration === 0) return null;
  return duration / timescale;
}

const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const TIMECODE_SCALE = 0x2ad7b1;
const DURATION = 0x4489;
/** Matroska's default: timestamps in milliseconds. */
const DEFAULT_TIMECODE_SCALE = 1_000_000;
const MAX_INFO_BYTES = 64 * 1024;

type Element = { id: number; dataStart: number; size: number | null };

/** The element whose header starts at `at` (its size null when written as unknown). */
async function readElement(source: ByteSource, at: number): Promise<Element | null> {
  const header = await source.read(at, 12);
  const id = readElementId(header, 0);
  const size = id && readVint(header, id.length);
  if (!id || !size) return null;
  return {
    id: id.id,
    dataStart: at + id.length + size.length,
    size: size.unknown ? null : size.value,
  };
}

function readUnsigned(bytes: Uint8Array): number {
  return bytes.reduce((value, byte) => value * 256 + byte, 0);
}

/** The Info element's timecode scale and duration, in seconds; null without a duration. */
function infoDuration(info: Uint8Array): number | null {
  let scale = DEFAULT_TIMECODE_SCALE;
  let duration: number | null = null;
  for (let at = 0; at < info.length;) {
    const id = readElementId(info, at);
    const size = id && readVint(info, at + id.length);
    if (!id || !size || size.unknown) break;
    const start = at + id.length + size.length;
    const value = info.subarray(start, start + size.value);
    if (value.length < size.value) break;
    if (id.id === TIMECODE_SCALE && size.value >= 1 && size.value <= 8) {
      scale = readUnsigned(value);
    } else if (id.id === DURATION && (size.value === 4 || size.value === 8)) {
      duration = size.value === 4 ? view(value).getFloat32(0) : view(value).getFloat64(0);
    }
    at = start + size.value;
  }
  if (duration === null || scale === 0) return null;
  const seconds = (duration * scale) / 1e9;
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

/**
 * WebM: the Segment's Info element holds Duration (a float, in units of TimecodeScale
 * nanoseconds). Recorders that stream as they go (a browser's MediaRecorder) write none.
 */
export async function readWebmDuration(source: ByteSource): Promise<number | null> {
  const header = await readElement(source, 0);
  if (!header || header.size === null) return null;
  const segment = await readElement(source, header.dataStart + header.size);
  if (!segment || segment.id !== SEGMENT) return null;
  const end =
    segment.size === null ? source.size : Math.min(source.size, segment.dataStart + segment.size);
  let at = segment.dataStart;
  for (let count = 0; at < end && count < MAX_ELEMENTS; count += 1) {
    const element = await readElement(source, at);
    // An element of unknown size (a live cluster) cannot be stepped over.
    if (!element || element.size === null) return null;
    if (element.id === INFO) {
      if (element.size > MAX_INFO_BYTES) return null;
      return infoDuration(await source.read(element.dataStart, element.size));
    }
    at = element.dataStart + element.size;
  }
  return null;
}

/** The video's length in seconds, or null when the file does not say. */
export function readVideoDuration(
  source: ByteSource,
  container: VideoFormat['container'],
): Promise<number | null> {
  return container === 'isobmff' ? readIsoBmffDuration(source) : readWebmDuration(source);
}
