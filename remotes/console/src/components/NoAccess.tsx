import { Empty } from '@h5/design-system';
import { useConsoleTranslation } from '../i18n/consoleTranslations.ts';
import type { SectionKey } from '../navigation/consoleSections.ts';
import { ConsolePage } from './ConsolePage.tsx';

/** A page of another role, opened by its address: said plainly (the API refuses its calls too). */
export function NoAccess({ section }: { section: SectionKey }) {
  const { t } = useConsoleTranslation();
  return (
    <ConsolePage title={t(`nav.${section}`)}>
      <Empty title={t('noAccess.title')} description={t('noAccess.description')} />
    </ConsolePage>
  );
}
