import { Tag, type TagTone } from '@h5/design-system/Tag';
import type { QueuedWithdrawal, WithdrawalState } from '@h5/api/contract/withdrawal';
import { useConsoleTranslation } from '../i18n/consoleTranslations.ts';
import type { PayoutStage } from '../utils/withdrawalDecisions.ts';

const TONES: Record<WithdrawalState, TagTone> = {
  requested: 'warning',
  approved: 'primary',
  paid: 'success',
  rejected: 'danger',
  cancelled: 'neutral',
};

const PAYOUT_TONES: Record<PayoutStage, TagTone> = {
  waiting: 'neutral',
  sent: 'warning',
  confirmed: 'success',
  failed: 'danger',
};

/** A withdrawal's state, coloured by what it asks of the operator. */
export function WithdrawalStateTag({ withdrawal }: { withdrawal: Pick<QueuedWithdrawal, 'state'> }) {
  const { t } = useConsoleTranslation();
  return <Tag tone={TONES[withdrawal.state]}>{t(`withdrawals.state.${withdrawal.state}`)}</Tag>;
}

/** Where a withdrawal's automatic payout stands (ADR 0037): a failed one asks for a rejection. */
export function PayoutStageTag({ stage }: { stage: PayoutStage }) {
  const { t } = useConsoleTranslation();
  return (
    <Tag tone={PAYOUT_TONES[stage]} data-testid="withdrawal-payout" data-state={stage}>
      {t(`withdrawals.payout.state.${stage}`)}
    </Tag>
  );
}
