import type { ReactNode } from 'react';
import { Skeleton } from '@h5/design-system';
import { cx } from '../../utils/cx.ts';
import { useSubPathTranslation } from '../../utils/useSubPathTranslation.ts';
import styles from './QuoteBreakdown.module.css';
import { texts } from './texts.ts';

/** One line of a quote. */
export type QuoteLine = {
  /** Unique in the quote; the label when left out. */
  key?: string;
  /** What the figure is ("Service fee"). */
  label: ReactNode;
  /** The figure: an `Amount`, a count of shares, a date. */
  value: ReactNode;
  /** The line the member decides on ("Total leaving your balance"): larger, above a rule. */
  total?: boolean;
  /** Marks the value for tests. */
  testId?: string;
};

export type QuoteBreakdownProps = {
  /** The heading ("Your subscription"). */
  title: ReactNode;
  /** The quote's lines, the total last. */
  lines: readonly QuoteLine[];
  /** The server is working out the quote: the lines are kept (greyed) or a skeleton stands in. */
  loading?: boolean;
  /** Shown instead of the lines when there is nothing to quote yet ("Enter an amount"). */
  placeholder?: ReactNode;
  /** Shown instead of the lines when the quote could not be had. */
  error?: ReactNode;
  /** A line under the figures: what they depend on ("At today's price of ₹105.20"). */
  note?: ReactNode;
  /** Marks the box for tests. */
  'data-testid'?: string;
  /** Adds rules to the box. */
  className?: string;
};

/**
 * What an action will do, worked out by the server before the member confirms: the lines (amount,
 * fee, shares, dates) and the total, which stands out. Polite live region: a new quote is read out
 * once it arrives. While a quote loads the previous lines stay, greyed, so the box does not jump.
 */
export function QuoteBreakdown({
  title,
  lines,
  loading = false,
  placeholder,
  error,
  note,
  className,
  'data-testid': testId,
}: QuoteBreakdownProps) {
  const { t } = useSubPathTranslation(texts);
  const empty = lines.length === 0;
  return (
    <section className={cx(styles.box, className)} aria-busy={loading || undefined} data-testid={testId}>
      <h3 className={styles.title}>{title}</h3>
      <div aria-live="polite">
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : empty && loading ? (
          <>
            <span className={styles.visuallyHidden}>{t('quoteBreakdown.loading')}</span>
            <Skeleton rows={3} />
          </>
        ) : empty ? (
          <p className={styles.placeholder}>{placeholder}</p>
        ) : (
          <dl className={styles.lines} data-loading={loading || undefined}>
            {lines.map((line, index) => (
              <div
                key={line.key ?? (typeof line.label === 'string' ? line.label : index)}
                className={line.total ? cx(styles.line, styles.total) : styles.line}
              >
                <dt className={styles.label}>{line.label}</dt>
                <dd className={styles.value} data-testid={line.testId}>
                  {line.value}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </div>
      {note && <p className={styles.note}>{note}</p>}
    </section>
  );
}
