import { Tag, type TagTone } from '@h5/design-system/Tag';
import type { ServiceTicketState } from '@h5/api/contract/service';
import { useConsoleTranslation } from '../../i18n/consoleTranslations.ts';

const TONES: Record<ServiceTicketState, TagTone> = {
  waiting: 'warning',
  assigned: 'primary',
  closed: 'neutral',
};

/** Where a member's conversation with the desk stands. */
export function ServiceStateTag({ state }: { state: ServiceTicketState }) {
  const { t } = useConsoleTranslation();
  return (
    <Tag tone={TONES[state]} data-testid="service-state">
      {t(`service.state.${state}`)}
    </Tag>
  );
}
