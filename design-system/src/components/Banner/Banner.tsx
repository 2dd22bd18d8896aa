import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import styles from './Banner.module.css';

export type BannerProps = HTMLAttributes<HTMLElement> & {
  /** `p` for a sentence, `div` when it holds a button too (default `p`; `div` with `action`). */
  as?: 'p' | 'div';
  /** What the member can do about it (a small button), under the sentence. */
  action?: ReactNode;
};

/**
 * A warning band between a page's cards: why something cannot be done yet, and with `action` the
 * way to fix it. Give it `role="status"` when it appears while the page is open. `className` adds
 * rules.
 */
export function Banner({ as, action, className, children, ...rest }: BannerProps) {
  if (action === undefined || action === null || action === false) {
    const Tag = as ?? 'p';
    return (
      <Tag {...rest} className={cx(styles.banner, className)}>
        {children}
      </Tag>
    );
  }
  return (
    <div {...rest} className={cx(styles.banner, styles.withAction, className)}>
      <span>{children}</span>
      {action}
    </div>
  );
}
