import type { ApiError } from '../api/ApiError.ts';

/** Which of its three faces `Pending` shows. */
export type PendingView = 'notFound' | 'failure' | 'waiting';

/** The server's refusals that mean the record asked for is not there: unknown, or not an id at all. */
const NOT_THERE = new Set([404, 400, 422]);

/**
 * "Not found" only when the server itself refused (its envelope) with 404, or with 400 or 422 for an
 * id that cannot name a record: trying again cannot help. A 404 page from a proxy in between is a
 * failure worth a retry, not a record that is gone.
 */
export function pendingView(error: unknown, saysNotFound: boolean): PendingView {
  if (!error) return 'waiting';
  // Read by shape, not `instanceof`: the error may come from another bundle's copy of the class.
  const refusal = error as Partial<Pick<ApiError, 'reason' | 'httpStatus'>>;
  if (saysNotFound && refusal.reason === 'failure' && NOT_THERE.has(refusal.httpStatus ?? 0))
    return 'notFound';
  return 'failure';
}
