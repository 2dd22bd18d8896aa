import { useCallback, useEffect, useRef, useState } from 'react';
import { accountCalls, type SecurityActivity } from '../api/accountCalls.ts';

const ROWS = 20;

type State = { items: SecurityActivity[]; total: number; page: number; loading: boolean; error: unknown };

/** The member's recent security events, 20 a page, loaded on demand. */
export function useSecurityActivity() {
  const [state, setState] = useState<State>({ items: [], total: 0, page: 0, loading: true, error: null });
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  });
  const request = useRef(0);

  const load = useCallback((page: number) => {
    const id = ++request.current;
    setState((current) => ({ ...current, loading: true, error: null }));
    accountCalls.activity(page, ROWS).then(
      ({ list, total }) => {
        if (id !== request.current) return;
        setState((current) => {
          const before = page === 1 ? [] : current.items;
          const seen = new Set(before.map((item) => item.id));
          return {
            items: [...before, ...list.filter((item) => !seen.has(item.id))],
            total,
            page,
            loading: false,
            error: null,
          };
        });
      },
      (error: unknown) => {
        if (id === request.current) setState((current) => ({ ...current, loading: false, error }));
      },
    );
  }, []);

  useEffect(() => load(1), [load]);

  const loadMore = useCallback(() => {
    const { loading, error, items, total, page } = latest.current;
    if (loading || (!error && items.length >= total)) return;
    load(page + 1);
  }, [load]);

  return { ...state, loadMore };
}
