import { setLang } from '../../lang/utils/setLang.ts';
import { DEFAULT_LANG } from '../../lang/utils/langs.ts';
import { HOME_PAGE, navigation } from '../../navigation/navigation.ts';
import { store } from '../../state/store.ts';
import { localStore } from '../../storage/localStore.ts';
import { sessionAtom } from '../states/sessionAtom.ts';

/**
 * Logout (specification §4): all storage is cleared, the session forgotten (the chat socket follows:
 * it closes, tells the server, and stays closed until the next login), the language returns to
 * Hindi and the app relaunches home.
 */
export function clearSession(): void {
  localStore.clear();
  store.set(sessionAtom, { token: null, userInfo: null });
  // Hindi's texts may still have to arrive; home relaunches meanwhile, in the old language.
  setLang(DEFAULT_LANG).catch(() => undefined);
  navigation.reLaunch(HOME_PAGE);
}
