import { useTranslation } from 'react-i18next';
import { Tag, type TagTone } from '@h5/design-system/Tag';
import type { PlanState } from '@h5/api/contract/plans';

const TONES: Record<PlanState, TagTone> = { review: 'warning', success: 'success', rejected: 'danger' };

/** A plan's state in words, coloured: under review, success, not up to standard. */
export function PlanStateTag({ state }: { state: PlanState }) {
  const { t } = useTranslation('plans');
  return (
    <Tag tone={TONES[state]} data-testid="plan-state" data-state={state}>
      {t(`states.${state}`)}
    </Tag>
  );
}
