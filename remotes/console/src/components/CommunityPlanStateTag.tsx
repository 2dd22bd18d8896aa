import { Tag, type TagTone } from '@h5/design-system/Tag';
import type { PlanState } from '@h5/api/contract/plans';
import { useConsoleTranslation } from '../i18n/consoleTranslations.ts';

const TONES: Record<PlanState, TagTone> = { review: 'warning', success: 'success', rejected: 'danger' };

/** A community plan's state, coloured by what it asks of the reviewer. */
export function CommunityPlanStateTag({ state }: { state: PlanState }) {
  const { t } = useConsoleTranslation();
  return (
    <Tag tone={TONES[state]} data-testid="console-plan-state">
      {t(`plans.state.${state}`)}
    </Tag>
  );
}
