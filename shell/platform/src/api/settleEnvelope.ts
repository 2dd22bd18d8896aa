import type { SessionEndCode } from '@h5/api/contract';
import { ApiError, NO_ENVELOPE_STATUS } from './ApiError.ts';

/** What came back from one call, before the envelope is read. */
export type CallOutcome =
  { kind: 'response'; httpStatus: number; body: unknown } | { kind: 'network' } | { kind: 'timeout' };

export type PlatformMessageKey =
  | 'notLoggedIn'
  | 'signedInElsewhere'
  | 'passwordChanged'
  | 'accountFrozen'
  | 'networkPoor'
  | 'operationFailed';

/** How a toast looks: plain (1.5 s, no icon) or the design system's error toast (2.5 s). */
export type ToastKind = 'plain' | 'error';

/** The end of a session, as a -100 answer (or HTTP 403, or code -1) tells it. */
export type SessionEnd = {
  /** Why, from the answer's `data.code`; null when the answer does not say. */
  code: SessionEndCode | null;
  /** What to tell the member, in their language. */
  message: string;
  /** The `token` header the call went out with ('' for a visitor). */
  token: string;
};

/** What reading an envelope may do besides resolving or rejecting. */
export type EnvelopeEffects = {
  toast(message: string, kind: ToastKind): void;
  message(key: PlatformMessageKey): string;
  /**
   * The session is gone: tell the member why, forget the session and send them to login (once for
   * a burst of calls, after 0.5 s, unless already there). Called for silent calls too.
   */
  onUnauthenticated(end: SessionEnd): void;
};

type Envelope = { status: number; msg?: unknown; data?: unknown; code?: unknown };

const SESSION_END_CODES: readonly SessionEndCode[] = [
  'not_logged_in',
  'session_expired',
  'signed_in_elsewhere',
  'password_changed',
  'signed_out',
  'frozen',
];

/** The member is told why only when something they did elsewhere ended the session. */
const SESSION_END_MESSAGES: Partial<Record<SessionEndCode, PlatformMessageKey>> = {
  signed_in_elsewhere: 'signedInElsewhere',
  password_changed: 'passwordChanged',
  frozen: 'accountFrozen',
};

function asEnvelope(body: unknown): Envelope | null {
  if (!body || typeof body !== 'object') return null;
  const status = Number((body as { status?: unknown }).status);
  return Number.isFinite(status) ? { ...(body as object), status } : null;
}

const numberOrUndefined = (value: unknown) =>
  value === undefined || value === null || value === '' || !Number.isFinite(Number(value))
    ? undefined
    : Number(value);

/** The `data.code` of a -100 answer when it is one the contract knows. */
export function sessionEndCodeOf(data: unknown): SessionEndCode | null {
  const code = (data as { code?: unknown } | null | undefined)?.code;
  return SESSION_END_CODES.find((known) => known === code) ?? null;
}

/**
 * Reads the answer of a call (specification §7, §8): status 1 resolves `data`; status 0/-1 shows
 * `msg` as an error toast and rejects; status -100, HTTP 403 or code -1 ends the session (toast with
 * the reason, login after 0.5 s) whether the call was silent or not; a network failure or timeout
 * toasts "network status is poor". `silent` skips the failure toasts, for calls the member did not
 * ask for. `token` is the header the call went out with. With `forbiddenIsRefusal` (the operator
 * console, where 403 means "not your role"), HTTP 403 is a refusal like status 0, not a session's end.
 */
export function settleEnvelope<T>(
  outcome: CallOutcome,
  effects: EnvelopeEffects,
  options: { silent?: boolean; token?: string; forbiddenIsRefusal?: boolean } = {},
): T {
  const say = (text: string, kind: ToastKind) => {
    if (!options.silent && text) effects.toast(text, kind);
  };
  if (outcome.kind !== 'response') {
    const message = effects.message('networkPoor');
    say(message, 'plain');
    return fail(new ApiError(message, { status: NO_ENVELOPE_STATUS, reason: outcome.kind }));
  }
  const { httpStatus } = outcome;
  const envelope = asEnvelope(outcome.body);
  const code = numberOrUndefined(envelope?.code);
  if (envelope?.status === 1 && httpStatus < 400) return envelope.data as T;
  const forbidden = httpStatus === 403 && !options.forbiddenIsRefusal;
  if (envelope?.status === -100 || forbidden || code === -1) {
    const ended = envelope?.status === -100 ? sessionEndCodeOf(envelope.data) : null;
    const message = effects.message((ended && SESSION_END_MESSAGES[ended]) || 'notLoggedIn');
    // Never silent: a session that ended must not look like a failure of the page.
    effects.onUnauthenticated({ code: ended, message, token: options.token ?? '' });
    return fail(
      new ApiError(message, {
        status: envelope?.status ?? -100,
        reason: 'unauthenticated',
        httpStatus,
        ...(envelope?.data === undefined ? {} : { data: envelope.data }),
        ...(code === undefined ? {} : { code }),
      }),
    );
  }
  if (envelope) {
    const message =
      typeof envelope.msg === 'string' && envelope.msg ? envelope.msg : effects.message('operationFailed');
    say(message, 'error');
    return fail(
      new ApiError(message, {
        status: envelope.status,
        reason: 'failure',
        httpStatus,
        data: envelope.data,
        ...(code === undefined ? {} : { code }),
      }),
    );
  }
  const message = effects.message('operationFailed');
  say(message, 'error');
  return fail(new ApiError(message, { status: NO_ENVELOPE_STATUS, reason: 'http', httpStatus }));
}

function fail(error: ApiError): never {
  throw error;
}
