import type { ReactNode } from 'react';
import styles from './EntryGrid.module.css';

export type EntryGridItem = {
  /** Unique among the grid's items. */
  key: string;
  /** The tile's text, which names the page it opens. */
  label: string;
  /**
   * The tile's own icon, an icon of the set (`<DepositIcon />`): drawn 24 px in the round badge.
   * Decorative: the label names the tile.
   */
  icon: ReactNode;
  /** Opens the entry's page. */
  onOpen: () => void;
};

export type EntryGridProps = {
  /** The grid's title; also names the navigation landmark. */
  heading: string;
  /** A document-unique id for the title. */
  headingId: string;
  /** The tiles, four to a row, in reading order. */
  items: readonly EntryGridItem[];
};

/** A card of round-icon tiles, four to a row, each leading to a page. */
export function EntryGrid({ heading, headingId, items }: EntryGridProps) {
  return (
    <nav className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      <ul className={styles.grid}>
        {items.map((item) => (
          <li key={item.key}>
            <button type="button" className={styles.tile} onClick={item.onOpen}>
              <span className={styles.icon} aria-hidden="true">
                {item.icon}
              </span>
              <span className={styles.label}>{item.label}</span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
