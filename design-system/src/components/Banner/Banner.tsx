import type { HTMLAttributes } from 'react';
import { cx } from '../../utils/cx.ts';
import styles from './Banner.module.css';

export type BannerProps = HTMLAttributes<HTMLElement> & {
  /** `p` for a sentence, `div` when it holds a button too (default `p`). */
  as?: 'p' | 'div';
};

/**
 * A warning band between a page's cards: why something cannot be done yet. Give it `role="status"`
 * when it appears while the page is open. `className` adds rules (a layout for a button).
 */
export function Banner({ as: Tag = 'p', className, ...rest }: BannerProps) {
  return <Tag {...rest} className={cx(styles.banner, className)} />;
}
