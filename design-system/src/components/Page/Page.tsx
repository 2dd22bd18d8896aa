import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import styles from './Page.module.css';

export type PageProps = HTMLAttributes<HTMLDivElement> & {
  /** The page's blocks, top to bottom: cards, `SectionTitle`s over groups of them, `Note`s. */
  children?: ReactNode;
};

/**
 * The body of a page under its `NavBar`: the page background, at least the height of the view,
 * with room at the bottom. `className` adds a page's own rules (it cannot reliably override these).
 */
export function Page({ className, ...rest }: PageProps) {
  return <div {...rest} className={cx(styles.page, className)} />;
}

export type SectionTitleProps = HTMLAttributes<HTMLHeadingElement> & {
  /** A few words naming the part of the page below it. */
  children?: ReactNode;
};

/** A small heading (`h2`) over the cards or the list of one part of a page ("Records", "Funds"). */
export function SectionTitle({ className, ...rest }: SectionTitleProps) {
  return <h2 {...rest} className={cx(styles.sectionTitle, className)} />;
}
