import { useId } from 'react';
import type { ReactNode } from 'react';
import styles from './CellGroup.module.css';

export type CellGroupProps = {
  /** A small heading over the card that also names the group for screen readers. */
  title?: ReactNode;
  /** The rows: `Cell`s. */
  children: ReactNode;
};

/** A card of cells with an optional heading that names the group for screen readers. */
export function CellGroup({ title, children }: CellGroupProps) {
  const titleId = useId();
  return (
    <section className={styles.group} aria-labelledby={title ? titleId : undefined}>
      {title && (
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
      )}
      <div className={styles.cells}>{children}</div>
    </section>
  );
}
