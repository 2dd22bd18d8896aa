import { pino, type DestinationStream, type Logger } from 'pino';
import type { Config } from '../config.ts';

/**
 * Fields that never reach a log line, wherever they appear in it. Verification codes travel as
 * `code`, `mailCode` and `currentCode` in request bodies; an error's own `code` (a driver's
 * `PROTOCOL_CONNECTION_LOST`) is what an operator needs to read, so `err.code` stays.
 */
const REDACT = [
  'token',
  'authorization',
  'password',
  'code',
  'secret',
  '*.token',
  '*.authorization',
  '*.password',
  '*.payPassword',
  '*.paymentPassword',
  '*.oldPassword',
  'body.code',
  'input.code',
  '*.body.code',
  '*.body.mailCode',
  '*.body.currentCode',
  '*.body.oldCode',
  '*.input.code',
  '*.mailCode',
  '*.currentCode',
  '*.secret',
  '*.cookie',
  '*.headers.token',
  '*.headers.authorization',
  '*.headers.cookie',
  '*.headers["operator-token"]',
  '*.headers["idempotency-key"]',
];

/** The one logger of the process; requests log through children of it. */
export function createLogger(config: Pick<Config, 'logLevel'>, destination?: DestinationStream): Logger {
  return pino(
    {
      level: config.logLevel,
      base: { service: 'api' },
      redact: { paths: REDACT, censor: '[redacted]' },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    destination,
  );
}

const SENSITIVE_QUERY = /([?&](?:token|code|password|secret)=)[^&]*/gi;

/** A URL fit for a log line: secret-bearing query values are masked. */
export const loggableUrl = (url: string) => url.replace(SENSITIVE_QUERY, '$1[redacted]');
