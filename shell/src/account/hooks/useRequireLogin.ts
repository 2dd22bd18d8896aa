import { useEffect } from 'react';
import { getSessionToken, LOGIN_PAGE, navigation, useSession } from '@h5/platform';

/**
 * Pages of a signed-in member: opened without a session, login takes the page's place. Only on
 * arrival: logging out from the page relaunches home on its own.
 */
export function useRequireLogin(): boolean {
  const { loggedIn } = useSession();
  useEffect(() => {
    if (!getSessionToken()) navigation.redirect(LOGIN_PAGE);
  }, []);
  return loggedIn;
}
