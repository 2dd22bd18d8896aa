import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import type { OperatorInfo } from '@h5/api/contract/operator';
import { consoleApi, sessionEnded } from '../api/consoleApi.ts';
import { operatorSessionAtom, refreshOperator } from './operatorSession.ts';

/** setTimeout's longest wait (about 24.8 days); a session is 12 hours. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * Keeps the session honest: asks the server who the operator is on opening (a revoked session or a
 * changed role shows at once), and goes to sign-in the moment the session expires.
 */
export function useSessionUpkeep(): void {
  const session = useAtomValue(operatorSessionAtom);
  const token = session?.token;
  const expiresAt = session?.expiresAt;

  useEffect(() => {
    if (!token) return;
    consoleApi
      .get<OperatorInfo>('/Admin/me', undefined, { silent: true })
      .then(refreshOperator)
      .catch(() => undefined);
  }, [token]);

  useEffect(() => {
    if (!expiresAt) return;
    const left = Date.parse(expiresAt) - Date.now();
    const timer = setTimeout(sessionEnded, Math.min(Math.max(left, 0), LONGEST_TIMER_MS));
    return () => clearTimeout(timer);
  }, [expiresAt]);
}
