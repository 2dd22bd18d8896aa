import { Skeleton } from '@h5/design-system';
import { useConsoleTranslation } from '../i18n/consoleTranslations.ts';

/** While a console page's code or first data loads. */
export function PageLoading() {
  const { t } = useConsoleTranslation();
  return (
    <div aria-busy="true" aria-label={t('loading')}>
      <Skeleton title rows={6} />
    </div>
  );
}
