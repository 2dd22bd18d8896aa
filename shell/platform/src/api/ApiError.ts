/** Why a call failed: the server said no, the session is gone, or the answer never came. */
export type ApiFailureReason = 'failure' | 'unauthenticated' | 'network' | 'timeout' | 'http';

/** Status given to failures that carry no envelope (network, timeout, an answer that is not JSON). */
export const NO_ENVELOPE_STATUS = -2;

/** A call that did not succeed; `message` is what the member was (or would have been) shown. */
export class ApiError extends Error {
  /** The envelope's status (0, -1, -100), or NO_ENVELOPE_STATUS. */
  status: number;
  code?: number;
  httpStatus?: number;
  reason: ApiFailureReason;
  data?: unknown;

  constructor(
    message: string,
    details: { status: number; reason: ApiFailureReason; code?: number; httpStatus?: number; data?: unknown },
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = details.status;
    this.reason = details.reason;
    if (details.code !== undefined) this.code = details.code;
    if (details.httpStatus !== undefined) this.httpStatus = details.httpStatus;
    if (details.data !== undefined) this.data = details.data;
  }
}
