import type { Readable } from 'node:stream';
import type { AppContext } from '../../platform/context.ts';
import { ApiError } from '../../platform/errors.ts';
import type { ByteRange } from './video-store.ts';

const RANGE = /^bytes=(\d*)-(\d*)$/;

/**
 * Answers a stored file's bytes with range requests (players seek, and Safari plays media only
 * through them): 200 with the whole file, 206 with `bytes=a-b`, `bytes=a-` or the last `bytes=-n`
 * (several ranges at once are not served), 416 for a range outside it. A HEAD gets the length only.
 */
export function answerBytes(ctx: AppContext, size: number, read: (range?: ByteRange) => Readable): void {
  ctx.set('Accept-Ranges', 'bytes');
  const range = RANGE.exec(ctx.get('Range').trim());
  /** The answer's bytes: none for a HEAD (its length still said), else a stream of them. */
  const answer = (status: number, range?: ByteRange) => {
    ctx.body = ctx.method === 'HEAD' ? null : read(range);
    ctx.status = status;
    ctx.length = range ? range.end - range.start + 1 : size;
  };
  if (!ctx.get('Range')) return answer(200);
  let start = range?.[1] ? Number(range[1]) : NaN;
  let end = range?.[2] ? Number(range[2]) : size - 1;
  if (range && !range[1] && range[2]) {
    start = Math.max(0, size - Number(range[2]));
    end = size - 1;
  }
  end = Math.min(end, size - 1);
  if (!range || !Number.isSafeInteger(start) || start > end || start >= size) {
    ctx.set('Content-Range', `bytes */${size}`);
    throw new ApiError(416, 'upload.rangeInvalid');
  }
  ctx.set('Content-Range', `bytes ${start}-${end}/${size}`);
  answer(206, { start, end });
}
