import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BottomSheet } from '@h5/design-system/BottomSheet';
import { Checkbox } from '@h5/design-system/Checkbox';
import styles from './plans.module.css';

const TERMS = ['date', 'content', 'rights', 'contact', 'review'] as const;

type Props = { checked: boolean; onChange: (checked: boolean) => void; error?: ReactNode };

/** The terms of community plans: agreed with a checkbox, read in a sheet opened from beside it. */
export function TermsField({ checked, onChange, error }: Props) {
  const { t } = useTranslation('plans');
  return (
    <div className={styles.terms} data-testid="plan-terms">
      <Checkbox checked={checked} onChange={onChange} error={error} data-testid="plan-agree">
        {t('terms.agree')}
      </Checkbox>
      <BottomSheet
        title={t('terms.title')}
        trigger={
          <button type="button" className={styles.linkButton} data-testid="plan-terms-open">
            {t('terms.read')}
          </button>
        }
      >
        <div className={styles.termsText} data-testid="plan-terms-text">
          <p>{t('terms.intro')}</p>
          <ol>
            {TERMS.map((key) => (
              <li key={key}>{t(`terms.items.${key}`)}</li>
            ))}
          </ol>
        </div>
      </BottomSheet>
    </div>
  );
}
