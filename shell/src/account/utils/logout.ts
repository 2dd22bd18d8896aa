import { clearSession } from '@h5/platform';
import { accountCalls } from '../api/accountCalls.ts';

/** Logout: the server revokes the token (sent before it is forgotten), then the spec's local logout. */
export async function logout(): Promise<void> {
  await accountCalls.logout().catch(() => undefined);
  clearSession();
}
