import { api } from '../../api/api.ts';
import type { ApiOptions } from '../../api/createApiClient.ts';
import { setSession } from './setSession.ts';
import type { UserInfo } from './sessionTypes.ts';

/** Reads the member's profile (`GET /User/info`) into the session and local storage `userinfo`. */
export async function refreshUserInfo(options?: ApiOptions): Promise<UserInfo> {
  const userInfo = await api.get<UserInfo>('/User/info', undefined, options);
  setSession({ userInfo });
  return userInfo;
}
