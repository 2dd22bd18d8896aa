import type { ChainStatus, ChainStatusAnswer } from '@h5/api/contract/chain';
import { useConsoleData } from './useConsoleData.ts';

/**
 * Each chain's status (GET /api/Admin/chain/status): which the watcher serves and which have a hot
 * wallet. Null while it loads; empty when it could not be read (the API still refuses what the
 * chain's settings do not allow, in words).
 */
export function useChainStatus(): readonly ChainStatus[] | null {
  const { data, error } = useConsoleData<ChainStatusAnswer>('/Admin/chain/status');
  return data ? data.list : error ? [] : null;
}
