import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** The bytes `[start, end]` of an object, both inclusive (an HTTP `Range`). */
export type ByteRange = { start: number; end: number };

/**
 * Where video bytes live (ADR 0033). The disk is one implementation; an S3-compatible store
 * (multipart upload parts for `append`, ranged GETs for `read`) is another behind the same four
 * calls, so nothing above this interface knows which one holds the bytes.
 */
export interface VideoStore {
  /** Makes an empty object under `key` (32 hex digits, never chosen by a caller). */
  create(key: string): Promise<void>;
  /**
   * Appends the stream at `offset` (the object's size so far). Answers the object's size after:
   * when the stream fails midway, what was written stays, so an upload resumes from there.
   */
  append(key: string, offset: number, source: Readable): Promise<number>;
  /** The bytes held under `key`, or null when there is no such object. */
  size(key: string): Promise<number | null>;
  /** Streams the object, or the bytes of `range`. */
  read(key: string, range?: ByteRange): Readable;
  /** Removes the object; removing one that is not there is no error. */
  remove(key: string): Promise<void>;
}

const KEY = /^[a-f0-9]{32}$/;

function checked(key: string): string {
  if (!KEY.test(key)) throw new Error(`not a video key: ${key}`);
  return key;
}

/** Videos as files under `<dataDir>/videos/<key>`, written with the stream's back-pressure. */
export function diskVideoStore(dataDir: string): VideoStore {
  const dir = join(dataDir, 'videos');
  const ready = mkdir(dir, { recursive: true });
  const fileOf = (key: string) => join(dir, checked(key));
  const size = async (key: string) => {
    const info = await stat(fileOf(key)).catch(() => null);
    return info?.isFile() ? info.size : null;
  };

  return {
    async create(key) {
      await ready;
      const file = await open(fileOf(key), 'wx');
      await file.close();
    },

    async append(key, offset, source) {
      const target = createWriteStream(fileOf(key), { flags: 'r+', start: offset, highWaterMark: 1 << 20 });
      try {
        await pipeline(source, target);
      } finally {
        // Written bytes are kept even when the stream failed: the next PATCH resumes after them.
        target.destroy();
      }
      return (await size(key)) ?? offset;
    },

    size,

    read(key, range) {
      return createReadStream(fileOf(key), {
        ...(range && { start: range.start, end: range.end }),
        highWaterMark: 1 << 20,
      });
    },

    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
