import { useCallback, useEffect, useRef, useState } from 'react';
import { sessionEnded } from '../api/sessionEnded.ts';

type AsyncDataState<T> = {
  /** The request the answer belongs to; a different request means the answer is stale. */
  request: string;
  /** The inputs the answer belongs to. */
  key: string;
  data: T | null;
  error: unknown;
};

export type AsyncData<T> = {
  data: T | null;
  error: unknown;
  loading: boolean;
  /** The last value loaded for the same inputs, kept while `reload()` asks again. */
  latest: T | null;
  reload: () => void;
};

/**
 * Loads one value for the inputs named by `key` (including the language); a new key or `reload()`
 * loads again, and an answer to older inputs is dropped. A call that met an ended session leaves
 * it loading, never failed: the member is on the way to login. `initial`: a value to show before
 * the first answer (the document's, ADR 0025); it is loaded again all the same.
 */
export function useAsyncData<T>(
  key: string,
  load: () => Promise<T>,
  initial?: () => T | undefined,
): AsyncData<T> {
  const [attempt, setAttempt] = useState(0);
  const request = `${attempt}:${key}`;
  // What the document carried (`prefetched`): shown at once, then loaded again as usual.
  const [state, setState] = useState<AsyncDataState<T> | null>(() => {
    const data = initial?.();
    return data === undefined ? null : { request, key, data, error: null };
  });
  const latestLoad = useRef(load);
  useEffect(() => {
    latestLoad.current = load;
  });

  useEffect(() => {
    let current = true;
    latestLoad.current().then(
      (data) => current && setState({ request, key, data, error: null }),
      // A session that ended is no failure of the page: it keeps waiting while login opens.
      (error: unknown) => current && !sessionEnded(error) && setState({ request, key, data: null, error }),
    );
    return () => {
      current = false;
    };
  }, [request, key]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const fresh = state?.request === request;
  return {
    data: fresh ? state.data : null,
    error: fresh ? state.error : null,
    loading: !fresh,
    latest: state?.key === key ? state.data : null,
    reload,
  };
}
