import { toast } from '@h5/design-system';
import { navigation, refreshUserInfo, setSession, type UserInfo } from '@h5/platform';

/** After an action of the security centre: the new status in the session, a toast, back to the overview. */
export async function finishSafetyAction(message: string, userInfo?: UserInfo): Promise<void> {
  if (userInfo) setSession({ userInfo });
  else await refreshUserInfo({ silent: true }).catch(() => undefined);
  toast.success(message);
  navigation.back(1, 'pages/user/safety');
}
