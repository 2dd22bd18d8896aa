import { useEffect } from 'react';
import { useConsoleData } from './useConsoleData.ts';

/**
 * A console answer asked again every `intervalMs` while the tab is visible: how the customer service
 * page stays live (the console has no socket of its own; ADR 0036). `current` keeps the last answer
 * on screen while the next one loads.
 */
export function usePolledData<T>(
  path: string,
  query: Record<string, string | number | undefined>,
  intervalMs: number,
) {
  const answer = useConsoleData<T>(path, query);
  const { reload } = answer;
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') reload();
    }, intervalMs);
    return () => clearInterval(timer);
  }, [reload, intervalMs]);
  return { ...answer, current: answer.data ?? answer.latest };
}
