import type { ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import styles from './RecordCard.module.css';

/** One figure of a record. */
export type RecordFact = {
  /** Unique in the card; the label when left out. */
  key?: string;
  /** What the figure is ("Principal"). */
  label: string;
  /** The figure: an `Amount`, a percent, a date. */
  value: ReactNode;
  /** Marks the value for tests. */
  testId?: string;
};

export type RecordCardProps = {
  /** What the record is of ("Growth equity 1"); the card's heading. */
  title: ReactNode;
  /** The record's number ("EQ000012"), in monospace under the title. */
  code?: ReactNode;
  /** The state, beside the title: a `Tag` whose text says it. */
  badge?: ReactNode;
  /** The figures, two to a row (one on a narrow card). */
  facts: readonly RecordFact[];
  /** A line under the figures: a reason, a deadline, what happened. */
  note?: ReactNode;
  /** Settings of the record (a `Switch`). */
  children?: ReactNode;
  /** The record's buttons, at the bottom, side by side. */
  actions?: ReactNode;
  /** Marks the card for tests. */
  'data-testid'?: string;
  /** Adds rules to the card. */
  className?: string;
};

/**
 * One record the member owns (a holding, a stake): its name, number and state at the top, its
 * figures in a grid of label over value, a note, its settings and its actions. An article whose
 * heading is the title, so a screen reader can go from record to record.
 */
export function RecordCard({
  title,
  code,
  badge,
  facts,
  note,
  children,
  actions,
  className,
  'data-testid': testId,
}: RecordCardProps) {
  return (
    <article className={cx(styles.card, className)} data-testid={testId}>
      <header className={styles.header}>
        <div className={styles.heading}>
          <h3 className={styles.title}>{title}</h3>
          {code && <p className={styles.code}>{code}</p>}
        </div>
        {badge && <div className={styles.badge}>{badge}</div>}
      </header>
      <dl className={styles.facts}>
        {facts.map((fact) => (
          <div key={fact.key ?? fact.label} className={styles.fact}>
            <dt className={styles.label}>{fact.label}</dt>
            <dd className={styles.value} data-testid={fact.testId}>
              {fact.value}
            </dd>
          </div>
        ))}
      </dl>
      {note && <p className={styles.note}>{note}</p>}
      {children && <div className={styles.settings}>{children}</div>}
      {actions && <div className={styles.actions}>{actions}</div>}
    </article>
  );
}
