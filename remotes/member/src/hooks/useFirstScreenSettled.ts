import { useEffect, useState } from 'react';
import { whenApiIdle } from '@h5/platform';

/**
 * True once the page's first calls have answered and the browser is idle: the time for parts below
 * the first screen's essentials, so their code does not share the network with it (ADR 0009).
 */
export function useFirstScreenSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let cancelled = false;
    const settle = () => {
      if (!cancelled) setSettled(true);
    };
    void whenApiIdle().then(() => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(settle, { timeout: 2_000 });
      else setTimeout(settle, 200);
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return settled;
}
