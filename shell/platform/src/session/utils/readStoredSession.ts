import { localStore } from '../../storage/localStore.ts';
import { storageKeys } from '../../storage/storageKeys.ts';
import type { SessionState, UserInfo } from './sessionTypes.ts';

function parseUserInfo(raw: string | null): UserInfo | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as UserInfo) : null;
  } catch {
    return null;
  }
}

/** The session kept in local storage (`token`, `userinfo`). */
export function readStoredSession(): SessionState {
  return {
    token: localStore.get(storageKeys.token) || null,
    userInfo: parseUserInfo(localStore.get(storageKeys.userInfo)),
  };
}
