// What a voice recording is, from its bytes: the container (file-type), that it holds audio and no
// video, and how long it lasts. MediaRecorder writes live streams: Chromium's WebM has no duration
// and elements of unknown size, its MP4 is fragmented (the header says almost nothing), so their
// length is read from the blocks and fragments themselves; Ogg and AAC through music-metadata.
import { fileTypeFromBuffer } from 'file-type';
import { parseBuffer } from 'music-metadata';

export type VoiceType = { mime: string; ext: 'webm' | 'ogg' | 'm4a' | 'aac' };
export type Voice = VoiceType & { durationMs: number };

/** The stored type of each container a voice message may come in, by file-type's answer. */
const CONTAINERS: Record<string, VoiceType> = {
  'video/webm': { mime: 'audio/webm', ext: 'webm' },
  'audio/webm': { mime: 'audio/webm', ext: 'webm' },
  'audio/ogg': { mime: 'audio/ogg', ext: 'ogg' },
  'audio/opus': { mime: 'audio/ogg', ext: 'ogg' },
  'video/mp4': { mime: 'audio/mp4', ext: 'm4a' },
  'audio/mp4': { mime: 'audio/mp4', ext: 'm4a' },
  'audio/x-m4a': { mime: 'audio/mp4', ext: 'm4a' },
  'audio/aac': { mime: 'audio/aac', ext: 'aac' },
};

/** A voice recording's type and length, or null for anything else (video, text, images, garbage). */
export async function probeVoice(bytes: Uint8Array): Promise<Voice | null> {
  const found = await fileTypeFromBuffer(bytes);
  // `audio/ogg; codecs=opus`: the container is what is looked up.
  const container = found?.mime.split(';')[0]!.trim();
  const type = container && CONTAINERS[container];
  if (!type) return null;
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const seconds =
    type.ext === 'webm'
      ? webmAudioSeconds(buffer)
      : type.ext === 'm4a'
        ? mp4AudioSeconds(buffer)
        : await audioSecondsOf(buffer, container);
  if (seconds === null || !Number.isFinite(seconds) || seconds <= 0) return null;
  return { ...type, durationMs: Math.round(seconds * 1000) };
}

/** Ogg and AAC: music-metadata reads the length (granule positions, frames); audio only. */
async function audioSecondsOf(buffer: Buffer, mime: string): Promise<number | null> {
  try {
    const { format } = await parseBuffer(buffer, { mimeType: mime }, { duration: true, skipCovers: true });
    if (format.hasVideo || format.hasAudio === false) return null;
    return format.duration ?? null;
  } catch {
    return null;
  }
}

// ---- WebM (Matroska) ---------------------------------------------------------------------------

/** Elements whose children are read in turn (their size may be unknown in a live recording). */
const EBML_MASTERS = new Set([
  0x1a45dfa3, // EBML header
  0x18538067, // Segment
  0x1549a966, // Info
  0x1654ae6b, // Tracks
  0xae, // TrackEntry
  0x1f43b675, // Cluster
  0xa0, // BlockGroup
]);

type Vint = { value: number; length: number; unknown: boolean };

/** An EBML variable-length integer at `pos`: an element id keeps its marker bit, a size does not. */
function readVint(buffer: Buffer, pos: number, keepMarker: boolean): Vint | null {
  const first = buffer[pos];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (length > 8 || pos + length > buffer.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i += 1) {
    value = value * 256 + buffer[pos + i]!;
    allOnes &&= buffer[pos + i] === 0xff;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

const readUint = (buffer: Buffer, start: number, end: number) => {
  let value = 0;
  for (let i = start; i < end; i += 1) value = value * 256 + buffer[i]!;
  return value;
};

/**
 * The length of an audio-only WebM: the later of the header's Duration and the last block's time
 * (cluster time + the block's offset). Null when there is a video track or no audio track.
 */
export function webmAudioSeconds(buffer: Buffer): number | null {
  let pos = 0;
  let scale = 1_000_000; // nanoseconds per tick
  let declared = 0;
  let clusterTime = 0;
  let lastBlock = 0;
  let audio = false;
  let video = false;
  while (pos < buffer.length) {
    const id = readVint(buffer, pos, true);
    const size = id && readVint(buffer, pos + id.length, false);
    if (!id || !size) break;
    const start = pos + id.length + size.length;
    if (EBML_MASTERS.has(id.value)) {
      pos = start;
      continue;
    }
    if (size.unknown) return null;
    const end = start + size.value;
    // A recording cut short ends in a partial element: what came before still counts.
    if (end > buffer.length) break;
    switch (id.value) {
      case 0x2ad7b1: // TimecodeScale
        scale = readUint(buffer, start, end) || scale;
        break;
      case 0x4489: // Duration (float, in ticks)
        declared =
          size.value === 4 ? buffer.readFloatBE(start) : size.value === 8 ? buffer.readDoubleBE(start) : 0;
        break;
      case 0x83: // TrackType: 1 video, 2 audio
        if (readUint(buffer, start, end) === 1) video = true;
        if (readUint(buffer, start, end) === 2) audio = true;
        break;
      case 0xe0: // Video settings
        video = true;
        break;
      case 0xe7: // Cluster Timecode
        clusterTime = readUint(buffer, start, end);
        break;
      case 0xa3: // SimpleBlock
      case 0xa1: {
        // Block: track number, then the time relative to its cluster (signed 16 bits)
        const track = readVint(buffer, start, false);
        if (track && start + track.length + 2 <= end)
          lastBlock = Math.max(lastBlock, clusterTime + buffer.readInt16BE(start + track.length));
        break;
      }
    }
    pos = end;
  }
  if (!audio || video) return null;
  return (Math.max(declared, lastBlock) * scale) / 1e9;
}

// ---- MP4 (ISO BMFF) ----------------------------------------------------------------------------

const MP4_CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf', 'mvex', 'moof', 'traf', 'edts']);

/** `fragments`: the sum of fragment sample durations; `end`: the latest fragment's decode time + its samples. */
type Mp4Track = { handler: string; timescale: number; duration: number; fragments: number; end: number };

/**
 * The length of an audio-only MP4 (Safari's whole file, or Chromium's fragments): per track, the
 * latest of its header's duration, the sum of its fragments' sample durations and the end of its
 * last fragment (decode time + samples). Null when it has a
 * video track or no audio track.
 */
export function mp4AudioSeconds(buffer: Buffer): number | null {
  const tracks = new Map<number, Mp4Track>();
  const defaults = new Map<number, number>(); // trex: default sample duration per track
  let movie = { timescale: 0, duration: 0 };
  let current: Mp4Track | null = null;
  let fragmentTrack = 0;
  let fragmentDefault = 0;
  let fragmentTime = 0;

  const track = (id: number) => {
    const found = tracks.get(id) ?? { handler: '', timescale: 0, duration: 0, fragments: 0, end: 0 };
    tracks.set(id, found);
    return found;
  };

  function walk(start: number, end: number): boolean {
    let pos = start;
    while (pos + 8 <= end) {
      let size = buffer.readUInt32BE(pos);
      const type = buffer.toString('latin1', pos + 4, pos + 8);
      let header = 8;
      if (size === 1) {
        if (pos + 16 > end) return false;
        size = Number(buffer.readBigUInt64BE(pos + 8));
        header = 16;
      } else if (size === 0) size = end - pos;
      if (size < header || pos + size > end) return pos === start ? false : true;
      const body = pos + header;
      const boxEnd = pos + size;
      const version = buffer[body] ?? 0;
      const flags = body + 4 <= boxEnd ? buffer.readUInt32BE(body) & 0xffffff : 0;
      if (MP4_CONTAINERS.has(type)) {
        if (type === 'trak') current = null;
        if (!walk(body, boxEnd)) return false;
      } else if (type === 'mvhd' && boxEnd - body >= 32) {
        movie =
          version === 1
            ? {
                timescale: buffer.readUInt32BE(body + 20),
                duration: Number(buffer.readBigUInt64BE(body + 24)),
              }
            : { timescale: buffer.readUInt32BE(body + 12), duration: buffer.readUInt32BE(body + 16) };
      } else if (type === 'tkhd' && boxEnd - body >= 24) {
        current = track(buffer.readUInt32BE(body + (version === 1 ? 20 : 12)));
      } else if (type === 'mdhd' && current && boxEnd - body >= 32) {
        current.timescale = buffer.readUInt32BE(body + (version === 1 ? 20 : 12));
        current.duration =
          version === 1 ? Number(buffer.readBigUInt64BE(body + 24)) : buffer.readUInt32BE(body + 16);
      } else if (type === 'hdlr' && current && boxEnd - body >= 12) {
        current.handler = buffer.toString('latin1', body + 8, body + 12);
      } else if (type === 'trex' && boxEnd - body >= 16) {
        defaults.set(buffer.readUInt32BE(body + 4), buffer.readUInt32BE(body + 12));
      } else if (type === 'tfhd' && boxEnd - body >= 8) {
        fragmentTrack = buffer.readUInt32BE(body + 4);
        fragmentTime = track(fragmentTrack).end;
        let at = body + 8;
        if (flags & 0x01) at += 8;
        if (flags & 0x02) at += 4;
        fragmentDefault =
          flags & 0x08 && at + 4 <= boxEnd ? buffer.readUInt32BE(at) : (defaults.get(fragmentTrack) ?? 0);
      } else if (type === 'tfdt' && boxEnd - body >= 8) {
        // Chromium's sample durations fall short of its decode times: the timeline is the truth.
        fragmentTime =
          version === 1 && boxEnd - body >= 12
            ? Number(buffer.readBigUInt64BE(body + 4))
            : buffer.readUInt32BE(body + 4);
      } else if (type === 'trun' && boxEnd - body >= 8) {
        const count = buffer.readUInt32BE(body + 4);
        let at = body + 8 + (flags & 0x01 ? 4 : 0) + (flags & 0x04 ? 4 : 0);
        const fields = [0x100, 0x200, 0x400, 0x800].filter((bit) => flags & bit).length;
        if (at + count * fields * 4 > boxEnd) return false;
        let total = 0;
        for (let i = 0; i < count; i += 1) {
          total += flags & 0x100 ? buffer.readUInt32BE(at) : fragmentDefault;
          at += fields * 4;
        }
        const fragment = track(fragmentTrack);
        fragment.fragments += total;
        fragmentTime += total;
        fragment.end = Math.max(fragment.end, fragmentTime);
      }
      pos = boxEnd;
    }
    return true;
  }

  if (!walk(0, buffer.length)) return null;
  const all = [...tracks.values()];
  if (all.some((t) => t.handler === 'vide')) return null;
  const sound = all.filter((t) => t.handler === 'soun' && t.timescale > 0);
  if (!sound.length) return null;
  const seconds = Math.max(...sound.map((t) => Math.max(t.duration, t.fragments, t.end) / t.timescale));
  return Math.max(seconds, movie.timescale ? movie.duration / movie.timescale : 0);
}
