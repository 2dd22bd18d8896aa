import { Tag, type TagTone } from '@h5/design-system/Tag';
import type { EquityHoldingState, EquityOfferingStatus } from '@h5/api/contract/equity';
import type { StakeState, StakingPlanStatus } from '@h5/api/contract/staking';
import { useConsoleTranslation } from '../i18n/consoleTranslations.ts';

const OFFERING_TONES: Record<EquityOfferingStatus, TagTone> = { subscribing: 'success', closed: 'neutral' };

const HOLDING_TONES: Record<EquityHoldingState, TagTone> = {
  locked: 'primary',
  expired: 'warning',
  buyback_pending: 'danger',
  bought_back: 'neutral',
  force_bought_back: 'neutral',
};

const PLAN_TONES: Record<StakingPlanStatus, TagTone> = { open: 'success', closed: 'neutral' };

const STAKE_TONES: Record<StakeState, TagTone> = {
  in_progress: 'primary',
  completed: 'warning',
  claimable: 'success',
  claimed: 'neutral',
  expired: 'neutral',
};

/** An equity offering's status. */
export function OfferingStatusTag({ status }: { status: EquityOfferingStatus }) {
  const { t } = useConsoleTranslation();
  return <Tag tone={OFFERING_TONES[status]}>{t(`equity.statuses.${status}`)}</Tag>;
}

/** A holding's state, coloured by what it asks of the operator (a buyback waiting for the pool). */
export function HoldingStateTag({ state }: { state: EquityHoldingState }) {
  const { t } = useConsoleTranslation();
  return <Tag tone={HOLDING_TONES[state]}>{t(`equity.holdingStates.${state}`)}</Tag>;
}

/** A staking plan's status. */
export function PlanStatusTag({ status }: { status: StakingPlanStatus }) {
  const { t } = useConsoleTranslation();
  return <Tag tone={PLAN_TONES[status]}>{t(`staking.statuses.${status}`)}</Tag>;
}

/** A stake's state (completed: income still waits for the pool). */
export function StakeStateTag({ state }: { state: StakeState }) {
  const { t } = useConsoleTranslation();
  return <Tag tone={STAKE_TONES[state]}>{t(`staking.stakeStates.${state}`)}</Tag>;
}
