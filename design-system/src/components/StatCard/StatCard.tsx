import { SuccessIcon } from '@h5/design-system';
import { DangerIcon, SortAscendingIcon, SortDescendingIcon, WarningIcon } from '@h5/design-system/Icons';
import { Children } from 'react';
import type { ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import { useSubPathTranslation } from '../../utils/useSubPathTranslation.ts';
import styles from './StatCard.module.css';
import { texts } from './texts.ts';

/**
 * What the figure means for the operator, told by an icon named for screen readers and a bar as well
 * as the colour: `neutral` a plain count, `success` as it should be, `warning` something to look at
 * (pools short, a queue growing), `danger` something failed or lost (reserves below what they cover).
 */
export type StatTone = 'neutral' | 'success' | 'warning' | 'danger';

/** How the figure moved, in words ("+12 since yesterday"); the arrow shows the direction. */
export type StatTrend = { direction: 'up' | 'down'; text: string };

export type StatCardProps = {
  /** What the figure counts ("Pending withdrawals"). */
  label: string;
  /** The figure: a number, an `Amount`, a percentage. */
  value: ReactNode;
  /** One short line under it ("3 over 24 hours old", "Updated 09:30"). */
  hint?: ReactNode;
  /** How the figure moved; the text says it, so its colour stays neutral. */
  trend?: StatTrend;
  /** What the figure means; `neutral` by default. */
  tone?: StatTone;
  /** The page behind the figure (the queue, the list): the whole card becomes its link. */
  href?: string;
  /** The figure is loading: a placeholder stands in for the value, and the hint and trend wait. */
  loading?: boolean;
  /** Adds rules to the card. */
  className?: string;
};

const TONE_ICONS = { success: SuccessIcon, warning: WarningIcon, danger: DangerIcon } as const;

/**
 * One figure of the console's dashboard: its label, the figure large, and a hint or a trend under
 * it. A tone other than `neutral` adds a bar on the card's edge and an icon before the label. With
 * `href` the card is a link to the page that explains the figure.
 */
export function StatCard({
  label,
  value,
  hint,
  trend,
  tone = 'neutral',
  href,
  loading = false,
  className,
}: StatCardProps) {
  const { t } = useSubPathTranslation(texts);
  const ToneIcon = tone === 'neutral' ? null : TONE_ICONS[tone];
  const TrendIcon = trend?.direction === 'down' ? SortDescendingIcon : SortAscendingIcon;
  const content = (
    <>
      <p className={styles.label}>
        {ToneIcon && <ToneIcon className={styles.toneIcon} aria-label={t(`statCard.tone.${tone}`)} />}
        <span>{label}</span>
      </p>
      <p className={styles.value} aria-busy={loading || undefined}>
        {loading ? (
          <span className={styles.skeleton}>
            <span className={styles.visuallyHidden}>{t('statCard.loading')}</span>
          </span>
        ) : (
          value
        )}
      </p>
      {!loading && (trend || hint) && (
        <p className={styles.meta}>
          {trend && (
            <span className={styles.trend}>
              <TrendIcon
                className={styles.trendIcon}
                aria-label={t(trend.direction === 'down' ? 'statCard.trendDown' : 'statCard.trendUp')}
              />
              {trend.text}
            </span>
          )}
          {hint && <span>{hint}</span>}
        </p>
      )}
    </>
  );
  const classes = cx(styles.card, styles[tone], href && styles.link, className);
  return href ? (
    <a className={classes} href={href}>
      {content}
    </a>
  ) : (
    <div className={classes}>{content}</div>
  );
}

export type StatGridProps = {
  /** What the figures are about ("Members"), for screen readers: names the list. */
  label?: string;
  /** The `StatCard`s, as many to a row as fit (at least 220 px each). */
  children: ReactNode;
  /** Adds rules to the grid. */
  className?: string;
};

/** The dashboard's figures in a list: as many columns as fit, one under the other on a phone. */
export function StatGrid({ label, children, className }: StatGridProps) {
  return (
    <ul className={cx(styles.grid, className)} aria-label={label}>
      {Children.toArray(children).map((child, index) => (
        <li key={index} className={styles.cell}>
          {child}
        </li>
      ))}
    </ul>
  );
}
