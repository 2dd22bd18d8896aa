import { Tag, type TagTone } from '@h5/design-system/Tag';
import type { QueuedWithdrawal, WithdrawalState } from '@h5/api/contract/withdrawal';
import { useConsoleTranslation } from '../i18n/consoleTranslations.ts';

const TONES: Record<WithdrawalState, TagTone> = {
  requested: 'warning',
  approved: 'primary',
  paid: 'success',
  rejected: 'danger',
  cancelled: 'neutral',
};

/** A withdrawal's state, coloured by what it asks of the operator. */
export function WithdrawalStateTag({ withdrawal }: { withdrawal: Pick<QueuedWithdrawal, 'state'> }) {
  const { t } = useConsoleTranslation();
  return <Tag tone={TONES[withdrawal.state]}>{t(`withdrawals.state.${withdrawal.state}`)}</Tag>;
}
