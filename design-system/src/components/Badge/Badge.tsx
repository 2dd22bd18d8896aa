import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import { badgeText } from './badgeText.ts';
import styles from './Badge.module.css';
import { useSubPathTranslation } from '../../utils/useSubPathTranslation.ts';
import { texts } from './texts.ts';

export type BadgeProps = Omit<HTMLAttributes<HTMLSpanElement>, 'children'> & {
  /** How many new things there are; nothing is shown for 0 or less. */
  count?: number;
  /** Larger counts show as "99+" (with the default). */
  max?: number;
  /** A dot instead of a count: something is new, how much does not matter. */
  dot?: boolean;
  /**
   * What a screen reader says instead of the localized "5 new" / "New" ("3 unread messages").
   * Put the badge inside the button or link it belongs to, so that this becomes part of its name.
   */
  label?: string;
  /** The avatar or icon the badge sits on; without it the badge stands inline (in a row). */
  children?: ReactNode;
};

/**
 * A count ("3", "99+") or a dot at the top right of an avatar or icon, or inline at the end of a
 * row. The visible badge is hidden from screen readers, which hear `label` (or "5 new") instead.
 */
export function Badge({ count, max = 99, dot = false, label, className, children, ...rest }: BadgeProps) {
  const { t } = useSubPathTranslation(texts);
  const text = badgeText(count, max);
  const shown = dot || text !== null;
  const spoken = label ?? (text === null ? t('badge.new') : t('badge.count', { count: count ?? 0 }));
  const badge = shown && (
    <>
      <span className={cx(styles.badge, dot ? styles.dot : styles.count)} aria-hidden="true">
        {dot ? null : text}
      </span>
      <span className={styles.spoken}>{spoken}</span>
    </>
  );
  if (children === undefined || children === null) {
    return shown ? (
      <span {...rest} className={cx(styles.inline, className)}>
        {badge}
      </span>
    ) : null;
  }
  return (
    <span {...rest} className={cx(styles.anchor, className)}>
      {children}
      {badge}
    </span>
  );
}
