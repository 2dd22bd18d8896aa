import { lazy, Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@h5/design-system/Checkbox';
import styles from './plans.module.css';

// The sheet (Radix Dialog underneath) comes when the member asks to read the terms, not with the form.
const TermsSheet = lazy(() => import('./TermsSheet.tsx').then((module) => ({ default: module.TermsSheet })));

type Props = { checked: boolean; onChange: (checked: boolean) => void; error?: ReactNode };

/** The terms of community plans: agreed with a checkbox, read in a sheet opened from beside it. */
export function TermsField({ checked, onChange, error }: Props) {
  const { t } = useTranslation('plans');
  const [reading, setReading] = useState(false);
  // Mounted from the first opening on, so the sheet can close with its animation and hand the focus back.
  const [opened, setOpened] = useState(false);
  return (
    <div className={styles.terms} data-testid="plan-terms">
      <Checkbox checked={checked} onChange={onChange} error={error} data-testid="plan-agree">
        {t('terms.agree')}
      </Checkbox>
      <button
        type="button"
        className={styles.linkButton}
        aria-haspopup="dialog"
        aria-expanded={reading}
        onClick={() => {
          setOpened(true);
          setReading(true);
        }}
        data-testid="plan-terms-open"
      >
        {t('terms.read')}
      </button>
      {opened && (
        <Suspense fallback={null}>
          <TermsSheet open={reading} onOpenChange={setReading} />
        </Suspense>
      )}
    </div>
  );
}
