import { SuccessIcon } from '@h5/design-system';
import { DangerIcon, InfoIcon, WarningIcon } from '@h5/design-system/Icons';
import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import styles from './Banner.module.css';
import { useSubPathTranslation } from '../../utils/useSubPathTranslation.ts';
import { texts } from './texts.ts';

export type BannerTone = 'info' | 'success' | 'warning' | 'danger';

export type BannerProps = HTMLAttributes<HTMLElement> & {
  /**
   * What kind of news it is, told by its icon (named for screen readers) as well as its colour:
   * `info` something to know, `success` something done, `warning` something that blocks or will
   * (withdrawals paused), `danger` something failed or lost.
   */
  tone?: BannerTone;
  /** `p` for a sentence, `div` when it holds a button too (default `p`; `div` with `action`). */
  as?: 'p' | 'div';
  /** What the member can do about it (a small button), under the sentence. */
  action?: ReactNode;
};

const ICONS = { info: InfoIcon, success: SuccessIcon, warning: WarningIcon, danger: DangerIcon } as const;

/**
 * A band between a page's cards: why something cannot be done yet, or what happened, and with
 * `action` the way to fix it. Give it `role="status"` when it appears while the page is open.
 * `className` adds rules.
 */
export function Banner({ tone = 'warning', as, action, className, children, ...rest }: BannerProps) {
  const { t } = useSubPathTranslation(texts);
  const Icon = ICONS[tone];
  // Named, not hidden: the tone must not be told by colour alone. An svg adds no text, so the
  // banner's text stays the sentence.
  const icon = <Icon className={styles.icon} aria-label={t(`banner.${tone}`)} />;
  const classes = cx(styles.banner, styles[tone], className);
  const hasAction = action !== undefined && action !== null && action !== false;
  if (!hasAction) {
    const Tag = as ?? 'p';
    return (
      <Tag {...rest} className={classes}>
        {icon}
        <span className={styles.text}>{children}</span>
      </Tag>
    );
  }
  return (
    <div {...rest} className={classes}>
      {icon}
      <span className={styles.text}>{children}</span>
      <div className={styles.action}>{action}</div>
    </div>
  );
}
