import { refreshUserInfo, setSession } from '@h5/platform';
import type { SessionGrant } from '../api/accountCalls.ts';

/**
 * Keeps the session of a login or registration: token and user info go to the session (the
 * socket binds itself to the member), then the full profile is read from `/User/info`.
 */
export async function startSession(grant: SessionGrant): Promise<void> {
  setSession({ token: grant.token, userInfo: grant.user });
  await refreshUserInfo({ silent: true }).catch(() => undefined);
}
