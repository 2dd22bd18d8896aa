import type { ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import { useSubPathTranslation } from '../../utils/useSubPathTranslation.ts';
import styles from './FactList.module.css';
import { texts } from './texts.ts';

/** One label and its value. */
export type Fact = {
  /** Unique in the list; the label when left out. */
  key?: string;
  /** What the value is ("Mailbox"). */
  label: string;
  /** The value: text, an `Amount`, a `Tag`, a link. Empty (`null`, `undefined`, `''`) shows a dash. */
  value: ReactNode;
};

export type FactListProps = {
  /** The facts, in order. */
  facts: readonly Fact[];
  /** Adds rules to the list. */
  className?: string;
};

const isEmpty = (value: ReactNode) =>
  value === null || value === undefined || value === false || value === '';

/**
 * A description list of labels and values for a drawer or a detail pane: the label beside its value
 * when the list is 400 px wide or more, above it when narrower (a phone), so long values (an
 * address, a hash) keep their room. An empty value shows a dash, read as "None".
 */
export function FactList({ facts, className }: FactListProps) {
  const { t } = useSubPathTranslation(texts);
  return (
    <div className={cx(styles.container, className)}>
      <dl className={styles.list}>
        {facts.map(({ key, label, value }) => (
          <div key={key ?? label} className={styles.fact}>
            <dt className={styles.label}>{label}</dt>
            <dd className={styles.value}>
              {isEmpty(value) ? (
                <>
                  <span aria-hidden="true">—</span>
                  <span className={styles.visuallyHidden}>{t('factList.none')}</span>
                </>
              ) : (
                value
              )}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
