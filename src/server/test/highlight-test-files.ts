/**
 * Small but well-formed video files for the highlight tests: the boxes and elements the server
 * reads (file type, movie header, EBML header, segment info) and a little filler for media.
 */

const text = (value: string) => new TextEncoder().encode(value);

function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

function uint32(value: number): Uint8Array {
  const out = new Uint8Array(4);
  new DataView(out.buffer).setUint32(0, value);
  return out;
}

function uint64(value: number): Uint8Array {
  return concat(uint32(Math.floor(value / 2 ** 32)), uint32(value % 2 ** 32));
}

function box(type: string, ...parts: Uint8Array[]): Uint8Array {
  const body = concat(...parts);
  return concat(uint32(8 + body.length), text(type), body);
}

/** A movie header box, version 0 (32-bit times) or 1 (64-bit). */
function mvhd(version: 0 | 1, timescale: number, duration: number): Uint8Array {
  const times =
    version === 0
      ? concat(uint32(0), uint32(0), uint32(timescale), uint32(duration))
      : concat(uint64(0), uint64(0), uint32(timescale), uint64(duration));
  const rest = new Uint8Array(80);
  const data = new DataView(rest.buffer);
  data.setUint32(0, 0x00010000); // rate 1.0
  data.setUint16(4, 0x0100); // volume 1.0
  data.setUint32(16, 0x00010000); // identity matrix
  data.setUint32(32, 0x00010000);
  data.setUint32(48, 0x40000000);
  data.setUint32(76, 2); // next track id
  return box('mvhd', new Uint8Array([version, 0, 0, 0]), times, rest);
}

export function mp4File({
  seconds,
  brand = 'isom',
  timescale = 1000,
  version = 0,
  moovAtEnd = false,
  mediaBytes = 64,
}: {
  seconds: number;
  brand?: string;
  timescale?: number;
  version?: 0 | 1;
  moovAtEnd?: boolean;
  mediaBytes?: number;
}): Uint8Array<ArrayBuffer> {
  const ftyp = box('ftyp', text(brand), uint32(0x200), text(brand), text('mp41'));
  const moov = box('moov', mvhd(version, timescale, Math.round(seconds * timescale)));
  const mdat = box('mdat', new Uint8Array(mediaBytes).fill(0x42));
  return moovAtEnd ? concat(ftyp, mdat, moov) : concat(ftyp, moov, mdat);
}

function elementSize(size: number | 'unknown'): Uint8Array {
  if (size === 'unknown') return new Uint8Array([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);
  if (size < 0x7f) return new Uint8Array([0x80 | size]);
  return concat(new Uint8Array([0x10]), uint32(size).subarray(1));
}

function element(id: number[], body: Uint8Array, size?: 'unknown'): Uint8Array {
  return concat(new Uint8Array(id), elementSize(size ?? body.length), body);
}

function float64(value: number): Uint8Array {
  const out = new Uint8Array(8);
  new DataView(out.buffer).setFloat64(0, value);
  return out;
}

export function webmFile({
  durationMs,
  timecodeScale = 1_000_000,
  docType = 'webm',
  clusterFirst = false,
}: {
  /** In units of the timecode scale (milliseconds by default); null writes no Duration. */
  durationMs: number | null;
  timecodeScale?: number;
  docType?: string;
  /** A cluster of known size before the Info element. */
  clusterFirst?: boolean;
}): Uint8Array<ArrayBuffer> {
  const header = element(
    [0x1a, 0x45, 0xdf, 0xa3],
    concat(
      element([0x42, 0x86], new Uint8Array([1])), // EBMLVersion
      element([0x42, 0xf7], new Uint8Array([1])), // EBMLReadVersion
      element([0x42, 0xf2], new Uint8Array([4])), // EBMLMaxIDLength
      element([0x42, 0xf3], new Uint8Array([8])), // EBMLMaxSizeLength
      element([0x42, 0x82], text(docType)),
      element([0x42, 0x87], new Uint8Array([4])), // DocTypeVersion
      element([0x42, 0x85], new Uint8Array([2])), // DocTypeReadVersion
    ),
  );
  const info = element(
    [0x15, 0x49, 0xa9, 0x66],
    concat(
      element([0x2a, 0xd7, 0xb1], uint32(timecodeScale)),
      durationMs === null ? new Uint8Array() : element([0x44, 0x89], float64(durationMs)),
      element([0x4d, 0x80], text('test')), // MuxingApp
    ),
  );
  const cluster = element([0x1f, 0x43, 0xb6, 0x75], new Uint8Array(200).fill(0x42));
  const segment = element(
    [0x18, 0x53, 0x80, 0x67],
    clusterFirst ? concat(cluster, info) : concat(info, cluster),
    'unknown',
  );
  return concat(header, segment);
}

/** An 8×8 PNG's first bytes: a picture, whatever type it is sent as. */
export const pngBytes = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
  0x00, 0x00, 0x00, 0x08, 0x00, 0x00, 0x00, 0x08, 0x08, 0x02, 0x00, 0x00, 0x00, 0x4b, 0x6d, 0x29,
  0xdc,
]);
