import { useTranslation } from 'react-i18next';
import { BottomSheet } from '@h5/design-system/BottomSheet';
import styles from './plans.module.css';

const TERMS = ['date', 'content', 'rights', 'contact', 'review'] as const;

/** The terms of community plans in a sheet. */
export function TermsSheet({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('plans');
  return (
    <BottomSheet title={t('terms.title')} open={open} onOpenChange={onOpenChange}>
      <div className={styles.termsText} data-testid="plan-terms-text">
        <p>{t('terms.intro')}</p>
        <ol>
          {TERMS.map((key) => (
            <li key={key}>{t(`terms.items.${key}`)}</li>
          ))}
        </ol>
      </div>
    </BottomSheet>
  );
}
