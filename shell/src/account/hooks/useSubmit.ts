import { useCallback, useRef, useState } from 'react';
import { ApiError } from '@h5/platform';

/**
 * Runs a form's action once at a time and reports whether it runs. Failures of the API were
 * already shown to the member (toast); anything else is rethrown for the error boundary.
 */
export function useSubmit(): [busy: boolean, run: (action: () => Promise<unknown>) => void] {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const run = useCallback((action: () => Promise<unknown>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    action()
      .catch((error: unknown) => {
        if (!(error instanceof ApiError)) console.error(error);
      })
      .finally(() => {
        running.current = false;
        setBusy(false);
      });
  }, []);
  return [busy, run];
}
