import type { SessionEndCode } from '../contract/index.ts';
import type { MessageKey, MessageParams } from './i18n.ts';

/** Envelope status: 1 success, 0 failure, -1 server failure, -100 not logged in. */
export type EnvelopeStatus = 1 | 0 | -1 | -100;

/**
 * An expected failure with a meaningful HTTP status and a localized message. The error handler
 * turns it into the envelope; anything else becomes a 500 that reveals nothing.
 */
export class ApiError extends Error {
  readonly httpStatus: number;
  readonly messageKey: MessageKey;
  readonly params: MessageParams;
  readonly status: EnvelopeStatus;
  readonly code: number | undefined;
  /** Answered as the envelope's `data` (null when absent): what the client acts on besides `msg`. */
  readonly data: Record<string, unknown> | undefined;

  constructor(
    httpStatus: number,
    messageKey: MessageKey,
    options: {
      params?: MessageParams;
      status?: EnvelopeStatus;
      code?: number;
      data?: Record<string, unknown>;
    } = {},
  ) {
    super(messageKey);
    this.name = 'ApiError';
    this.httpStatus = httpStatus;
    this.messageKey = messageKey;
    this.params = options.params ?? {};
    this.status = options.status ?? 0;
    this.code = options.code;
    this.data = options.data;
  }
}

export const notFound = (key: MessageKey = 'errors.notFound') => new ApiError(404, key);
export const forbidden = (key: MessageKey = 'errors.forbidden') => new ApiError(403, key);
export type { SessionEndCode };

const SESSION_END_MESSAGES: Record<SessionEndCode, MessageKey> = {
  not_logged_in: 'errors.notLoggedIn',
  session_expired: 'errors.sessionExpired',
  signed_in_elsewhere: 'errors.signedInElsewhere',
  password_changed: 'errors.passwordChanged',
  signed_out: 'errors.signedOut',
  frozen: 'account.frozen',
};

/** -100 (HTTP 401): no live session; `code` says why, when the session is known to have ended. */
export const notLoggedIn = (code: SessionEndCode = 'not_logged_in') =>
  new ApiError(401, SESSION_END_MESSAGES[code], { status: -100, data: { code } });
