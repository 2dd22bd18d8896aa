import type { ReactNode } from 'react';
import styles from './Stacked.module.css';

/** Two or three figures of a table cell one above the other (a pool pair, a range), so the table stays narrow. */
export function Stacked({ children }: { children: ReactNode }) {
  return <span className={styles.stacked}>{children}</span>;
}
