/**
 * Whether a failed call met a session that has ended (-100): the member is being told and sent to
 * login, so a page waits instead of showing that loading failed.
 */
export function sessionEnded(error: unknown): boolean {
  return (error as { reason?: unknown } | null)?.reason === 'unauthenticated';
}
