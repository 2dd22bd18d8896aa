import type { ReactNode } from 'react';
import { FormSection } from '@h5/design-system/FormLayout';
import type { Lang } from '@h5/platform';
import { useConsoleTranslation } from '../i18n/consoleTranslations.ts';
import styles from './ContentPreview.module.css';

/**
 * A localized draft's form beside a phone's view of it in the language shown. Below the fields, once
 * a save was refused, the languages still missing are named: the tabs show one language at a time,
 * so the others' empty fields would go unseen.
 */
export function DraftWithPreview({
  lang,
  showErrors,
  missing,
  preview,
  children,
}: {
  lang: Lang;
  showErrors: boolean;
  missing: readonly Lang[];
  preview: ReactNode;
  /** The form's fields. */
  children: ReactNode;
}) {
  const { t } = useConsoleTranslation();
  return (
    <div className={styles.split}>
      <div className={styles.fields}>
        {children}
        {showErrors && missing.length > 0 && (
          <p className={styles.missing} role="alert">
            {t('content.missing', { langs: missing.map((l) => t(`langs.${l}`)).join(', ') })}
          </p>
        )}
      </div>
      <FormSection title={t('content.previewIn', { lang: t(`langs.${lang}`) })}>{preview}</FormSection>
    </div>
  );
}
