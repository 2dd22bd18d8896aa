import { useCallback, useEffect, useRef, useState } from 'react';
import { sessionEnded } from '@h5/platform/helpers';
import { accountCalls, type AuthenticatorSetup } from '../api/accountCalls.ts';

/**
 * The authenticator key to scan. The API keeps the key it showed until it is bound, so every visit
 * shows the same one (the member may have scanned it already); `renew` replaces it on purpose, and
 * `retry` asks again after a failure.
 */
export function useAuthenticatorSetup() {
  const [setup, setSetup] = useState<AuthenticatorSetup | null>(null);
  const [failed, setFailed] = useState(false);
  const [renewing, setRenewing] = useState(false);
  const started = useRef(false);

  const prepare = useCallback(() => {
    setFailed(false);
    accountCalls.prepareAuthenticator().then(setSetup, (error: unknown) => {
      started.current = false;
      // An ended session is no failure of the form: login is opening.
      if (!sessionEnded(error)) setFailed(true);
    });
  }, []);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    prepare();
  }, [prepare]);

  /** Replaces the key with a new one; resolves true once it is shown (the API client reports a failure). */
  const renew = useCallback(async (): Promise<boolean> => {
    setRenewing(true);
    try {
      setSetup(await accountCalls.prepareAuthenticator(true));
      return true;
    } catch {
      return false;
    } finally {
      setRenewing(false);
    }
  }, []);

  return { setup, failed, retry: prepare, renew, renewing };
}
