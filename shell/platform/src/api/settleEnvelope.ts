import { ApiError, NO_ENVELOPE_STATUS } from './ApiError.ts';

/** What came back from one call, before the envelope is read. */
export type CallOutcome =
  { kind: 'response'; httpStatus: number; body: unknown } | { kind: 'network' } | { kind: 'timeout' };

export type PlatformMessageKey = 'notLoggedIn' | 'networkPoor' | 'operationFailed';

/** What reading an envelope may do besides resolving or rejecting. */
export type EnvelopeEffects = {
  /** A plain toast (no icon). */
  toast(message: string): void;
  message(key: PlatformMessageKey): string;
  /** The session is gone: send the member to login (once, after 0.5 s, unless already there). */
  onUnauthenticated(): void;
};

type Envelope = { status: number; msg?: unknown; data?: unknown; code?: unknown };

function asEnvelope(body: unknown): Envelope | null {
  if (!body || typeof body !== 'object') return null;
  const status = Number((body as { status?: unknown }).status);
  return Number.isFinite(status) ? { ...(body as object), status } : null;
}

const numberOrUndefined = (value: unknown) =>
  value === undefined || value === null || value === '' || !Number.isFinite(Number(value))
    ? undefined
    : Number(value);

/**
 * Reads the answer of a call (specification §7, §8): status 1 resolves `data`; status 0/-1 toasts
 * `msg` and rejects; status -100, HTTP 403 or code -1 toasts "not logged in" and sends the member to
 * login; a network failure or timeout toasts "network status is poor". `silent` skips the toasts
 * and the login redirect, for calls the member did not ask for.
 */
export function settleEnvelope<T>(outcome: CallOutcome, effects: EnvelopeEffects, silent = false): T {
  const say = (text: string) => {
    if (!silent && text) effects.toast(text);
  };
  if (outcome.kind !== 'response') {
    const message = effects.message('networkPoor');
    say(message);
    return fail(new ApiError(message, { status: NO_ENVELOPE_STATUS, reason: outcome.kind }));
  }

  const { httpStatus } = outcome;
  const envelope = asEnvelope(outcome.body);
  const code = numberOrUndefined(envelope?.code);

  if (envelope?.status === 1 && httpStatus < 400) return envelope.data as T;

  if (envelope?.status === -100 || httpStatus === 403 || code === -1) {
    const message = effects.message('notLoggedIn');
    say(message);
    if (!silent) effects.onUnauthenticated();
    return fail(
      new ApiError(message, {
        status: envelope?.status ?? -100,
        reason: 'unauthenticated',
        httpStatus,
        ...(code === undefined ? {} : { code }),
      }),
    );
  }

  if (envelope) {
    const message =
      typeof envelope.msg === 'string' && envelope.msg ? envelope.msg : effects.message('operationFailed');
    say(message);
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
  say(message);
  return fail(new ApiError(message, { status: NO_ENVELOPE_STATUS, reason: 'http', httpStatus }));
}

function fail(error: ApiError): never {
  throw error;
}
