import { useCallback, useEffect, useRef, useState } from 'react';
import { accountCalls, type AuthenticatorSetup } from '../api/accountCalls.ts';

/**
 * A new authenticator secret, prepared once when the form opens (a second prepare would replace
 * the secret already shown). `retry` prepares again after a failure.
 */
export function useAuthenticatorSetup() {
  const [setup, setSetup] = useState<AuthenticatorSetup | null>(null);
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  const prepare = useCallback(() => {
    setFailed(false);
    accountCalls.prepareAuthenticator().then(setSetup, () => {
      started.current = false;
      setFailed(true);
    });
  }, []);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    prepare();
  }, [prepare]);

  return { setup, failed, retry: prepare };
}
