import type { FormEvent, ReactNode } from 'react';
import { Button } from '@h5/design-system';
import { cx } from '../../utils/cx.ts';
import { useSubPathTranslation } from '../../utils/useSubPathTranslation.ts';
import styles from './FilterBar.module.css';
import { texts } from './texts.ts';

export type FilterBarProps = {
  /** What the filters narrow, for screen readers ("Filter withdrawals"): names the search landmark. */
  label: string;
  /** The filters: `Field`, `SelectField`, `DateField` …, holding the values not yet applied. */
  children: ReactNode;
  /** Applies the values in the fields (Apply, or Enter in a field); the caller goes back to page 1. */
  onApply: () => void;
  /** Empties the fields and applies that; the Reset button shows only with it. */
  onReset?: () => void;
  /** The apply button's label; by default "Apply". */
  applyLabel?: string;
  /** The reset button's label; by default "Reset". */
  resetLabel?: string;
  /** Rows are loading for the filters applied: Apply spins and refuses a second press. */
  busy?: boolean;
  /** Adds rules to the bar. */
  className?: string;
};

/**
 * A row of filters above a table, with Apply and Reset at its end; it wraps onto more lines when the
 * page is narrow. It is a search form: Enter in a field applies, like the Apply button.
 */
export function FilterBar({
  label,
  children,
  onApply,
  onReset,
  applyLabel,
  resetLabel,
  busy = false,
  className,
}: FilterBarProps) {
  const { t } = useSubPathTranslation(texts);
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) onApply();
  };
  return (
    <form role="search" aria-label={label} className={cx(styles.bar, className)} noValidate onSubmit={apply}>
      <div className={styles.fields}>{children}</div>
      <div className={styles.actions}>
        {onReset && (
          <Button variant="ghost" onClick={onReset}>
            {resetLabel ?? t('filterBar.reset')}
          </Button>
        )}
        <Button type="submit" loading={busy}>
          {applyLabel ?? t('filterBar.apply')}
        </Button>
      </div>
    </form>
  );
}
