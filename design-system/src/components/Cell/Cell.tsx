import type { ReactNode } from 'react';
import { ArrowRightIcon } from '../../icons/ArrowRightIcon.tsx';
import { cx } from '../../utils/cx.ts';
import styles from './Cell.module.css';

export type CellProps = {
  /** What the row is ("Wallet", "Login password"); wraps onto more lines rather than being cut. */
  title: ReactNode;
  /** Secondary line under the title. */
  label?: ReactNode;
  /** Content at the right end: a state, a short text or an `Amount`; wraps past 55 % of the row. */
  value?: ReactNode;
  /** A 22 px icon before the title, in the primary colour (an icon component or a `LineIcon`). */
  icon?: ReactNode;
  /** Shows a chevron; on by default when the cell is clickable. */
  arrow?: boolean;
  /** Makes the whole row a button that does this (opens the row's page, picks the option). */
  onClick?: () => void;
  /** A handle for end-to-end tests. */
  'data-testid'?: string;
};

/** One row of a list: icon, title with an optional label, value and chevron; a button when clickable. */
export function Cell({ title, label, value, icon, arrow, onClick, 'data-testid': testId }: CellProps) {
  const showArrow = arrow ?? Boolean(onClick);
  const content = (
    <>
      {icon && <span className={styles.icon}>{icon}</span>}
      <span className={styles.body}>
        <span className={styles.title}>{title}</span>
        {label && <span className={styles.label}>{label}</span>}
      </span>
      {value !== undefined && value !== null && <span className={styles.value}>{value}</span>}
      {showArrow && <ArrowRightIcon className={styles.arrow} />}
    </>
  );
  if (onClick) {
    return (
      <button
        type="button"
        className={cx(styles.cell, styles.clickable)}
        onClick={onClick}
        data-testid={testId}
      >
        {content}
      </button>
    );
  }
  return (
    <div className={styles.cell} data-testid={testId}>
      {content}
    </div>
  );
}
