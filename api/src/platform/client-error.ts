import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Logger } from 'pino';
import type { Envelope } from './envelope.ts';
import { DEFAULT_LANG, translate, type MessageKey } from './i18n.ts';

/** What Node's parser refuses, as Node itself would answer it (its default handler), in our words. */
const REFUSALS: Record<string, { httpStatus: number; key: MessageKey }> = {
  HPE_HEADER_OVERFLOW: { httpStatus: 431, key: 'errors.requestTooLarge' },
  HPE_CHUNK_EXTENSIONS_OVERFLOW: { httpStatus: 413, key: 'errors.payloadTooLarge' },
  ERR_HTTP_REQUEST_TIMEOUT: { httpStatus: 408, key: 'errors.requestTimeout' },
};
const MALFORMED = { httpStatus: 400, key: 'errors.malformedRequest' } as const;

/**
 * Answers a request Node could not parse (a request line or headers over the limit, bytes that
 * are not HTTP, a request too slow to arrive) with the envelope instead of Node's bare status
 * line. Koa never sees such a request, so its language is unknown: the platform's default.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex, logger: Logger): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const { httpStatus, key } = (error.code && REFUSALS[error.code]) || MALFORMED;
  logger.debug({ code: error.code, httpStatus }, 'request refused by the HTTP parser');
  const body: Envelope<null> = { status: 0, msg: translate(DEFAULT_LANG, key), data: null };
  const text = JSON.stringify(body);
  socket.end(
    [
      `HTTP/1.1 ${httpStatus} ${STATUS_CODES[httpStatus]}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(text)}`,
      'Cache-Control: no-store',
      'X-Content-Type-Options: nosniff',
      'Connection: close',
      '',
      text,
    ].join('\r\n'),
  );
}
