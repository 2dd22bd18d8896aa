import { api, clearSession } from '@h5/platform';

/**
 * Ends the member's session: the server is asked to revoke the token (the call carries it), and the
 * local logout happens at once (storage cleared, socket closed, Hindi, home), so a session that had
 * ended elsewhere meanwhile is not reported as if it ended now. The shell's settings page does the same.
 */
export async function logOut(): Promise<void> {
  const revoked = api.post<object>('/User/logout', undefined, { silent: true }).catch(() => undefined);
  clearSession();
  await revoked;
}
