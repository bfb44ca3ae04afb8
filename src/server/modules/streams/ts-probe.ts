/**
 * What an MPEG-TS segment carries, read from its bytes (ISO/IEC 13818-1, ITU-T H.264, ISO/IEC
 * 14496-3): the program's streams from the PAT and PMT, the picture size and profile from the
 * H.264 sequence parameter set, and the AAC object type from the ADTS header. The multivariant
 * playlist lists renditions with these (RFC 8216 §4.3.4.2: CODECS and RESOLUTION), so they are
 * measured from what the broadcaster sent rather than assumed.
 */

export type SegmentMedia = {
  /** RFC 6381 codec names in stream order (video first), e.g. avc1.64001f and mp4a.40.2 */
  codecs: string[];
  /** false when a stream's format is not one named here: its CODECS cannot be listed */
  codecsComplete: boolean;
  width: number | null;
  height: number | null;
};

const PACKET = 188;
const SYNC = 0x47;
/** Elementary stream bytes kept per stream while looking for its headers. */
const MAX_ES_BYTES = 512 * 1024;

const STREAM_H264 = 0x1b;
const STREAM_AAC_ADTS = 0x0f;
const STREAM_MPEG1_AUDIO = 0x03;
const STREAM_MPEG2_AUDIO = 0x04;
const STREAM_AC3 = 0x81;

type Packet = { pid: number; start: boolean; payload: Uint8Array };

function* packets(bytes: Uint8Array): Generator<Packet> {
  for (let offset = 0; offset + PACKET <= bytes.length; offset += PACKET) {
    if (bytes[offset] !== SYNC) return;
    const b1 = bytes[offset + 1]!;
    const b3 = bytes[offset + 3]!;
    const pid = ((b1 & 0x1f) << 8) | bytes[offset + 2]!;
    const adaptation = (b3 >> 4) & 0x3;
    if ((adaptation & 0x1) === 0) continue; // no payload
    let start = offset + 4;
    if (adaptation & 0x2) start += 1 + bytes[offset + 4]!;
    if (start >= offset + PACKET) continue;
    yield { pid, start: (b1 & 0x40) !== 0, payload: bytes.subarray(start, offset + PACKET) };
  }
}

/** A PSI section (PAT or PMT) starting in a packet's payload, without its CRC. */
function section(payload: Uint8Array, tableId: number): Uint8Array | null {
  const pointer = payload[0] ?? 0;
  const table = payload.subarray(1 + pointer);
  if (table.length < 3 || table[0] !== tableId) return null;
  const length = ((table[1]! & 0x0f) << 8) | table[2]!;
  const end = Math.min(table.length, 3 + length - 4);
  return end > 8 ? table.subarray(0, end) : null;
}

function programMapPids(pat: Uint8Array): number[] {
  const pids: number[] = [];
  for (let index = 8; index + 4 <= pat.length; index += 4) {
    const program = (pat[index]! << 8) | pat[index + 1]!;
    if (program !== 0) pids.push(((pat[index + 2]! & 0x1f) << 8) | pat[index + 3]!);
  }
  return pids;
}

function elementaryStreams(pmt: Uint8Array): { pid: number; type: number }[] {
  const infoLength = ((pmt[10]! & 0x0f) << 8) | pmt[11]!;
  const streams: { pid: number; type: number }[] = [];
  for (let index = 12 + infoLength; index + 5 <= pmt.length;) {
    const type = pmt[index]!;
    const pid = ((pmt[index + 1]! & 0x1f) << 8) | pmt[index + 2]!;
    const esInfoLength = ((pmt[index + 3]! & 0x0f) << 8) | pmt[index + 4]!;
    streams.push({ pid, type });
    index += 5 + esInfoLength;
  }
  return streams;
}

/** The elementary stream bytes of a PES packet's first piece (its header skipped). */
function pesData(payload: Uint8Array): Uint8Array | null {
  if (payload.length < 9 || payload[0] !== 0 || payload[1] !== 0 || payload[2] !== 1) return null;
  const headerLength = payload[8]!;
  return payload.subarray(9 + headerLength);
}

/** Reads bits most significant first, with Exp-Golomb codes (H.264 §9.1). */
class BitReader {
  private bit = 0;
  constructor(private readonly bytes: Uint8Array) {}

  u(count: number): number {
    let value = 0;
    for (let index = 0; index < count; index += 1) {
      const byte = this.bytes[this.bit >> 3];
      if (byte === undefined) throw new RangeError('past the end of the parameter set');
      value = value * 2 + ((byte >> (7 - (this.bit & 7))) & 1);
      this.bit += 1;
    }
    return value;
  }

  ue(): number {
    let zeros = 0;
    while (this.u(1) === 0) {
      zeros += 1;
      if (zeros > 31) throw new RangeError('malformed Exp-Golomb code');
    }
    return 2 ** zeros - 1 + this.u(zeros);
  }

  se(): number {
    const value = this.ue();
    return value % 2 === 1 ? (value + 1) / 2 : -(value / 2);
  }
}

/** NAL unit payloads of an Annex B byte stream (start codes 00 00 01 / 00 00 00 01). */
function nalUnits(stream: Uint8Array): Uint8Array[] {
  const starts: number[] = [];
  for (let index = 0; index + 2 < stream.length; index += 1) {
    if (stream[index] === 0 && stream[index + 1] === 0 && stream[index + 2] === 1) {
      starts.push(index + 3);
      index += 2;
    }
  }
  return starts.map((start, index) => {
    let end = index + 1 < starts.length ? starts[index + 1]! - 3 : stream.length;
    while (end > start && stream[end - 1] === 0) end -= 1;
    return stream.subarray(start, end);
  });
}

/** The NAL unit's bytes with emulation prevention (00 00 03) removed. */
function rbsp(nal: Uint8Array): Uint8Array {
  const out: number[] = [];
  let zeros = 0;
  for (const byte of nal) {
    if (zeros >= 2 && byte === 3) {
      zeros = 0;
      continue;
    }
    zeros = byte === 0 ? zeros + 1 : 0;
    out.push(byte);
  }
  return Uint8Array.from(out);
}

const HIGH_PROFILES = new Set([100, 110, 122, 244, 44, 83, 86, 118, 128, 138, 139, 134, 135]);

function skipScalingList(reader: BitReader, size: number) {
  let last = 8;
  let next = 8;
  for (let index = 0; index < size; index += 1) {
    if (next !== 0) next = (last + reader.se() + 256) % 256;
    last = next === 0 ? last : next;
  }
}

export type H264Sps = { codec: string; width: number; height: number };

/** An H.264 sequence parameter set (its NAL unit, header byte included): profile and size. */
export function parseH264Sps(nal: Uint8Array): H264Sps {
  const data = rbsp(nal);
  const hex = (value: number) => value.toString(16).padStart(2, '0');
  const codec = `avc1.${hex(data[1]!)}${hex(data[2]!)}${hex(data[3]!)}`;
  const reader = new BitReader(data.subarray(4));
  const profile = data[1]!;
  reader.ue(); // seq_parameter_set_id
  let chromaFormat = 1;
  let separateColourPlanes = false;
  if (HIGH_PROFILES.has(profile)) {
    chromaFormat = reader.ue();
    if (chromaFormat === 3) separateColourPlanes = reader.u(1) === 1;
    reader.ue(); // bit_depth_luma_minus8
    reader.ue(); // bit_depth_chroma_minus8
    reader.u(1); // qpprime_y_zero_transform_bypass_flag
    if (reader.u(1) === 1) {
      for (let index = 0; index < (chromaFormat === 3 ? 12 : 8); index += 1) {
        if (reader.u(1) === 1) skipScalingList(reader, index < 6 ? 16 : 64);
      }
    }
  }
  reader.ue(); // log2_max_frame_num_minus4
  const pocType = reader.ue();
  if (pocType === 0) {
    reader.ue(); // log2_max_pic_order_cnt_lsb_minus4
  } else if (pocType === 1) {
    reader.u(1); // delta_pic_order_always_zero_flag
    reader.se(); // offset_for_non_ref_pic
    reader.se(); // offset_for_top_to_bottom_field
    const cycle = reader.ue();
    for (let index = 0; index < cycle; index += 1) reader.se();
  }
  reader.ue(); // max_num_ref_frames
  reader.u(1); // gaps_in_frame_num_value_allowed_flag
  const widthInMbs = reader.ue() + 1;
  const heightInMapUnits = reader.ue() + 1;
  const frameMbsOnly = reader.u(1);
  if (frameMbsOnly === 0) reader.u(1); // mb_adaptive_frame_field_flag
  reader.u(1); // direct_8x8_inference_flag
  let [left, right, top, bottom] = [0, 0, 0, 0];
  if (reader.u(1) === 1)
    [left, right, top, bottom] = [reader.ue(), reader.ue(), reader.ue(), reader.ue()];
  // Cropping is counted in chroma samples (H.264 §7.4.2.1.1).
  const chromaArrayType = separateColourPlanes ? 0 : chromaFormat;
  const cropX = chromaArrayType === 0 ? 1 : chromaFormat === 3 ? 1 : 2;
  const cropY = (chromaArrayType === 0 ? 1 : chromaFormat === 1 ? 2 : 1) * (2 - frameMbsOnly);
  return {
    codec,
    width: widthInMbs * 16 - (left + right) * cropX,
    height: (2 - frameMbsOnly) * heightInMapUnits * 16 - (top + bottom) * cropY,
  };
}

/** The audio object type of the first ADTS frame header (ISO/IEC 14496-3 §1.A.2.2), or null. */
export function adtsObjectType(stream: Uint8Array): number | null {
  for (let index = 0; index + 3 < stream.length; index += 1) {
    if (stream[index] === 0xff && (stream[index + 1]! & 0xf6) === 0xf0) {
      return ((stream[index + 2]! >> 6) & 0x3) + 1;
    }
  }
  return null;
}

function codecOf(type: number, stream: Uint8Array): string | { sps: H264Sps } | null {
  if (type === STREAM_H264) {
    for (const nal of nalUnits(stream)) {
      if (nal.length > 4 && (nal[0]! & 0x1f) === 7) {
        try {
          return { sps: parseH264Sps(nal) };
        } catch {
          return null;
        }
      }
    }
    return null;
  }
  if (type === STREAM_AAC_ADTS) {
    const objectType = adtsObjectType(stream);
    return objectType === null ? null : `mp4a.40.${objectType}`;
  }
  if (type === STREAM_MPEG1_AUDIO || type === STREAM_MPEG2_AUDIO) return 'mp4a.40.34';
  if (type === STREAM_AC3) return 'ac-3';
  return null;
}

/**
 * The streams of an MPEG-TS segment and what they are. Null when the bytes are not MPEG-TS or
 * hold no program table.
 */
export function probeTransportStream(bytes: Uint8Array): SegmentMedia | null {
  if (bytes[0] !== SYNC) return null;
  let pmtPids: number[] | null = null;
  let streams: { pid: number; type: number }[] | null = null;
  const data = new Map<number, Uint8Array[]>();
  const sizes = new Map<number, number>();
  for (const packet of packets(bytes)) {
    if (packet.pid === 0 && packet.start && !pmtPids) {
      const pat = section(packet.payload, 0x00);
      if (pat) pmtPids = programMapPids(pat);
    } else if (pmtPids?.includes(packet.pid) && packet.start && !streams) {
      const pmt = section(packet.payload, 0x02);
      if (pmt) streams = elementaryStreams(pmt);
    } else if (streams?.some((stream) => stream.pid === packet.pid)) {
      const size = sizes.get(packet.pid) ?? 0;
      if (size >= MAX_ES_BYTES) continue;
      const piece = packet.start ? pesData(packet.payload) : size > 0 ? packet.payload : null;
      if (!piece) continue;
      data.set(packet.pid, [...(data.get(packet.pid) ?? []), piece]);
      sizes.set(packet.pid, size + piece.length);
    }
  }
  if (!streams) return null;
  const media: SegmentMedia = { codecs: [], codecsComplete: true, width: null, height: null };
  // Video first, as players and packagers list them.
  const ordered = [...streams].sort(
    (a, b) => Number(b.type === STREAM_H264) - Number(a.type === STREAM_H264),
  );
  for (const stream of ordered) {
    const found = codecOf(stream.type, concat(data.get(stream.pid) ?? []));
    if (found === null) media.codecsComplete = false;
    else if (typeof found === 'string') media.codecs.push(found);
    else {
      media.codecs.push(found.sps.codec);
      media.width ??= found.sps.width;
      media.height ??= found.sps.height;
    }
  }
  return media;
}

function concat(pieces: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(pieces.reduce((sum, piece) => sum + piece.length, 0));
  let offset = 0;
  for (const piece of pieces) {
    out.set(piece, offset);
    offset += piece.length;
  }
  return out;
}
