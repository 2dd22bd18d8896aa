import type { ReactNode } from 'react';
import styles from './PanelHeader.module.css';

/** The line above a tab's table: what the tab holds, and its actions ("New article"). */
export function PanelHeader({ description, children }: { description: string; children?: ReactNode }) {
  return (
    <div className={styles.header}>
      <p className={styles.description}>{description}</p>
      {children && <div className={styles.actions}>{children}</div>}
    </div>
  );
}
