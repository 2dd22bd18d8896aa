import type { ReactNode } from 'react';
import styles from './Showcase.module.css';

export type ShowcaseProps = { title: ReactNode; children: ReactNode; padded?: boolean };

/** A labelled section of a Catalog story. */
export function Showcase({ title, children, padded = true }: ShowcaseProps) {
  return (
    <section className={styles.showcase}>
      <h3 className={styles.title}>{title}</h3>
      <div className={padded ? styles.padded : undefined}>{children}</div>
    </section>
  );
}
