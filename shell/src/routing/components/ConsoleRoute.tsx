import { RemotePage } from '../../remotes/components/RemotePage.tsx';
import { useAppStarted } from '../../startup/splashScreen.ts';
import { CONSOLE_PAGE } from '../utils/routeOwners.ts';

const NO_PARAMS: Record<string, string> = {};

/**
 * The operator console (`#/console/…`): the `console` remote with its own layout, outside the member
 * app's (no tab bar). Its code loads only here, never with the member app (ADR 0023).
 */
export function ConsoleRoute() {
  useAppStarted();
  return <RemotePage remote="console" page={CONSOLE_PAGE} params={NO_PARAMS} />;
}
