import { createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import { fileTypeFromFile } from 'file-type';
import { randomToken } from '../../platform/crypto.ts';
import { ApiError } from '../../platform/errors.ts';

/** Image types accepted, decided from the bytes, with the extension they are stored under. */
export const IMAGE_TYPES: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

export type ReceivedFile = { tmp: string; size: number } | 'too-large' | 'none';

/**
 * Streams the multipart `file` field to a temporary file in `dir` (memory stays flat) and stops
 * counting it at `maxBytes`; the small text fields beside it come back in `fields`. Every stream on
 * the way has its errors handled (`pipeline`): a body cut off mid-file ("Unexpected end of form"),
 * a broken connection or a full disk answers 400 or 500 for this request and never reaches the
 * process.
 */
export async function receiveFile(
  req: IncomingMessage,
  headers: IncomingHttpHeaders,
  { dir, maxBytes }: { dir: string; maxBytes: number },
): Promise<{ file: ReceivedFile; fields: Record<string, string> }> {
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers,
      limits: { files: 1, fileSize: maxBytes + 1, fields: 20, fieldSize: 1024, parts: 30 },
    });
  } catch {
    throw new ApiError(400, 'upload.fileRequired');
  }
  const fields: Record<string, string> = {};
  let received: Promise<ReceivedFile> = Promise.resolve('none');
  let file: Readable | undefined;
  let failed = false;
  parser.on('field', (name, value) => {
    fields[name] = value;
  });
  parser.on('file', (field, stream) => {
    if (field !== 'file' || failed) {
      stream.on('error', () => undefined).resume();
      return;
    }
    const tmp = join(dir, `.tmp-${randomToken(12)}`);
    file = stream;
    received = pipeline(stream, createWriteStream(tmp)).then(
      async (): Promise<ReceivedFile> => {
        // Busboy stops the file at `fileSize` and marks it truncated.
        if (stream.truncated) {
          await rm(tmp, { force: true });
          return 'too-large';
        }
        return { tmp, size: (await stat(tmp)).size };
      },
      async (error: unknown) => {
        await rm(tmp, { force: true });
        throw error;
      },
    );
    // Awaited below; until then a failure of the form must not count as unhandled.
    received.catch(() => undefined);
  });
  try {
    await pipeline(req, parser);
  } catch {
    // The file may still be open (the connection dropped mid-file): end it, so its copy is
    // removed; a part the parser was still reading opens no file after this.
    failed = true;
    file?.destroy();
    const partial = await received.catch(() => 'none' as const);
    if (typeof partial === 'object') await rm(partial.tmp, { force: true });
    throw new ApiError(400, 'errors.malformedBody');
  }
  // The form was whole: a failure now is the disk's, a 500 that is logged.
  return { file: await received, fields };
}

/** The image type found in a file's first bytes (one of `IMAGE_TYPES`), or null. */
export async function imageTypeOf(path: string): Promise<{ mime: string; ext: string } | null> {
  const type = await fileTypeFromFile(path);
  const ext = type && IMAGE_TYPES[type.mime];
  return type && ext ? { mime: type.mime, ext } : null;
}
