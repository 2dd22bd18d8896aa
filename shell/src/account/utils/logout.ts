import { clearSession } from '@h5/platform';
import { accountCalls } from '../api/accountCalls.ts';

/**
 * Logout: the server is asked to revoke the token (the call takes it with it), then the spec's local
 * logout at once. The session is already gone when the answer comes, so a session that had ended
 * elsewhere meanwhile is not told as if it ended now.
 */
export async function logout(): Promise<void> {
  const revoked = accountCalls.logout().catch(() => undefined);
  clearSession();
  await revoked;
}
