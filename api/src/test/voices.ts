// Voice recordings for tests: two real ones Chromium's MediaRecorder made (1.5 s, with the fake
// microphone: `audio/webm;codecs=opus` and `audio/mp4`), and small ones built here the same way
// (WebM of unknown sizes as Chromium writes it, Ogg/Opus as Firefox does) of any length.
import { readFileSync } from 'node:fs';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

/** Chromium's WebM/Opus recording of 1.5 s (no Duration, Segment and Clusters of unknown size). */
export const CHROMIUM_WEBM = fixture('voice-chromium.webm');
/** Chromium's fragmented MP4 (Opus) recording of 1.5 s. */
export const CHROMIUM_MP4 = fixture('voice-chromium.mp4');

/** A copy of Chromium's MP4 whose last fragment starts at `seconds` (its decode time moved). */
export function mp4LastingPast(seconds: number): Buffer {
  const copy = Buffer.from(CHROMIUM_MP4);
  const at = copy.lastIndexOf('tfdt', undefined, 'latin1');
  // tfdt: version (1 byte), flags (3), then the base media decode time (32 or 64 bits), 48 kHz.
  const ticks = BigInt(Math.round(seconds * 48_000));
  if (copy[at + 4] === 1) copy.writeBigUInt64BE(ticks, at + 8);
  else copy.writeUInt32BE(Number(ticks), at + 8);
  return copy;
}

// ---- WebM ----------------------------------------------------------------------------------------

const UNKNOWN_SIZE = Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);

const size8 = (length: number) => {
  const size = Buffer.alloc(8);
  size.writeBigUInt64BE(BigInt(length) | (1n << 56n));
  return size;
};

const element = (id: number[], ...children: Buffer[]) => {
  const payload = Buffer.concat(children);
  return Buffer.concat([Buffer.from(id), size8(payload.length), payload]);
};

const uint = (id: number[], value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return element(id, bytes);
};

/** A 20 ms block of track 1 at `offsetMs` into its cluster. */
const simpleBlock = (offsetMs: number) => {
  const head = Buffer.alloc(4);
  head[0] = 0x81;
  head.writeInt16BE(offsetMs, 1);
  head[3] = 0x80;
  return element([0xa3], head, Buffer.from([0xfc, 0xff, 0xfe]));
};

/**
 * A WebM of `seconds` as Chromium's MediaRecorder writes one (no Duration, Segment and Clusters of
 * unknown size, one cluster a second), with an Opus track, or a VP8 track too when `video`.
 */
export function webmLasting(seconds: number, { video = false } = {}): Buffer {
  const header = element([0x1a, 0x45, 0xdf, 0xa3], element([0x42, 0x82], Buffer.from('webm')));
  const audioTrack = element(
    [0xae],
    uint([0xd7], 1),
    uint([0x83], 2),
    element([0x86], Buffer.from('A_OPUS')),
  );
  const videoTrack = element(
    [0xae],
    uint([0xd7], 2),
    uint([0x83], 1),
    element([0x86], Buffer.from('V_VP8')),
    element([0xe0], uint([0xb0], 320), uint([0xba], 240)),
  );
  const clusters: Buffer[] = [];
  for (let second = 0; second * 1000 < seconds * 1000; second += 1) {
    const blocks = [];
    for (let ms = 0; ms < 1000 && second * 1000 + ms < seconds * 1000; ms += 100)
      blocks.push(simpleBlock(ms));
    clusters.push(
      Buffer.concat([
        Buffer.from([0x1f, 0x43, 0xb6, 0x75]),
        UNKNOWN_SIZE,
        uint([0xe7], second * 1000),
        ...blocks,
      ]),
    );
  }
  return Buffer.concat([
    header,
    Buffer.from([0x18, 0x53, 0x80, 0x67]),
    UNKNOWN_SIZE,
    element([0x15, 0x49, 0xa9, 0x66], uint([0x2a, 0xd7, 0xb1], 1_000_000)),
    element([0x16, 0x54, 0xae, 0x6b], audioTrack, ...(video ? [videoTrack] : [])),
    ...clusters,
  ]);
}

// ---- Ogg/Opus ------------------------------------------------------------------------------------

const CRC_TABLE = Array.from({ length: 256 }, (_, i) => {
  let crc = i << 24;
  for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x80000000 ? (crc << 1) ^ 0x04c11db7 : crc << 1;
  return crc >>> 0;
});

/** One Ogg page (`type` 2: first, 4: last) of one packet, its checksum filled in. */
function oggPage(sequence: number, type: number, granule: bigint, packet: Buffer): Buffer {
  const segments = [];
  for (let left = packet.length; ; left -= 255) {
    segments.push(Math.min(left, 255));
    if (left < 255) break;
  }
  const header = Buffer.alloc(27);
  header.write('OggS', 0, 'latin1');
  header[5] = type;
  header.writeBigUInt64LE(granule, 6);
  header.writeUInt32LE(0x1234, 14);
  header.writeUInt32LE(sequence, 18);
  header[26] = segments.length;
  const page = Buffer.concat([header, Buffer.from(segments), packet]);
  let crc = 0;
  for (const byte of page) crc = ((crc << 8) ^ CRC_TABLE[((crc >>> 24) ^ byte) & 0xff]!) >>> 0;
  page.writeUInt32LE(crc, 22);
  return page;
}

/** An Ogg/Opus file of `seconds` (48 kHz granules), as Firefox's MediaRecorder writes one. */
export function oggOpusLasting(seconds: number): Buffer {
  const head = Buffer.alloc(19);
  head.write('OpusHead', 0, 'latin1');
  head[8] = 1;
  head[9] = 1;
  head.writeUInt16LE(312, 10);
  head.writeUInt32LE(48_000, 12);
  const tags = Buffer.concat([
    Buffer.from('OpusTags', 'latin1'),
    Buffer.from([4, 0, 0, 0]),
    Buffer.from('test'),
    Buffer.alloc(4),
  ]);
  const samples = BigInt(Math.round(seconds * 48_000) + 312);
  return Buffer.concat([
    oggPage(0, 2, 0n, head),
    oggPage(1, 0, 0n, tags),
    oggPage(2, 0, samples / 2n, Buffer.from([0xfc, 0xff, 0xfe])),
    oggPage(3, 4, samples, Buffer.from([0xfc, 0xff, 0xfe])),
  ]);
}
