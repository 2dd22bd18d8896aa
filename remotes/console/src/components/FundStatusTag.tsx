import { Tag, type TagTone } from '@h5/design-system/Tag';
import type { FundStatus } from '@h5/api/contract/fund';
import { useConsoleTranslation } from '../i18n/consoleTranslations.ts';

const TONES: Record<FundStatus, TagTone> = { on_sale: 'success', sold_out: 'warning', closed: 'neutral' };

/** A fund's sale status. */
export function FundStatusTag({ status }: { status: FundStatus }) {
  const { t } = useConsoleTranslation();
  return <Tag tone={TONES[status]}>{t(`funds.statuses.${status}`)}</Tag>;
}
