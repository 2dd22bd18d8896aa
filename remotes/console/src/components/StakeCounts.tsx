import type { StakeState } from '@h5/api/contract/staking';
import { useConsoleTranslation } from '../i18n/consoleTranslations.ts';

export const STAKE_STATES: readonly StakeState[] = [
  'in_progress',
  'completed',
  'claimable',
  'claimed',
  'expired',
];

/** A plan's stakes by state, the states that have any ("In progress 3 · Claimable 1"), or 0. */
export function StakeCounts({ counts }: { counts: Record<StakeState, number> }) {
  const { t } = useConsoleTranslation();
  const some = STAKE_STATES.filter((state) => counts[state] > 0);
  if (some.length === 0) return '0';
  return some.map((state) => `${t(`staking.stakeStates.${state}`)} ${counts[state]}`).join(' · ');
}
