import { api } from '@h5/platform';
import type { ChallengeList, ChallengeView } from '@h5/api/contract/challenge';

/** The challenges the member can see: running, upcoming and the latest ended, with their entry. */
export const fetchChallenges = (): Promise<ChallengeList> => api.get<ChallengeList>('/Challenge/list');

/** Applies to a running challenge; the caller shows a refusal ("does not meet the requirements") itself. */
export const applyToChallenge = (id: number): Promise<ChallengeView> =>
  api.post<ChallengeView>('/Challenge/apply', { id }, { silent: true });
