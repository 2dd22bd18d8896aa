import type { ReactNode } from 'react';
import styles from './DetailRows.module.css';

/** One line of a detail list: a label and its value; `testId` marks the value for tests. */
export type DetailRow = {
  key: string;
  label: ReactNode;
  value: ReactNode;
  testId?: string;
  hint?: ReactNode;
};

/** A two-column list of labelled values (an order's, a fund's), wrapping long values on a phone. */
export function DetailRows({ rows }: { rows: readonly (DetailRow | false | null)[] }) {
  return (
    <dl className={styles.rows}>
      {rows
        .filter((row): row is DetailRow => Boolean(row))
        .map((row) => (
          <div key={row.key} className={styles.row}>
            <dt className={styles.label}>{row.label}</dt>
            <dd className={styles.value} data-testid={row.testId}>
              {row.value}
            </dd>
            {row.hint && <dd className={styles.hint}>{row.hint}</dd>}
          </div>
        ))}
    </dl>
  );
}
