import { Button, ErrorIcon, SuccessIcon } from '@h5/design-system';
import { ClockIcon } from '@h5/design-system/Icons';
import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import styles from './Result.module.css';

export type ResultStatus = 'success' | 'failure' | 'pending';

export type ResultDetail = { label: ReactNode; value: ReactNode };

export type ResultAction = {
  label: ReactNode;
  onClick: () => void;
  /** Shows a spinner on the button while the action runs. */
  loading?: boolean;
};

export type ResultProps = Omit<HTMLAttributes<HTMLDivElement>, 'title'> & {
  /** `success` (done), `failure` (did not happen) or `pending` (received, under review). */
  status: ResultStatus;
  /** What happened, in a few words ("Withdrawal submitted"). The page's main heading (`h2`). */
  title: ReactNode;
  /** What it means for the member and what comes next. */
  description?: ReactNode;
  /** Label–value rows under the description (amount, fee, order number, expected time). */
  details?: readonly ResultDetail[];
  /** The one main next step (a full-width primary button). */
  primaryAction?: ResultAction;
  /** Another way on ("Back to home"), a secondary button under the primary one. */
  secondaryAction?: ResultAction;
};

const ICONS = { success: SuccessIcon, failure: ErrorIcon, pending: ClockIcon } as const;

/**
 * The body of a result page after a money action: an icon whose shape tells the status (tick,
 * cross, clock), a title, a description, detail rows and up to two actions. The `NavBar` above it
 * stays the page's `h1`. `className` adds rules.
 */
export function Result({
  status,
  title,
  description,
  details,
  primaryAction,
  secondaryAction,
  className,
  ...rest
}: ResultProps) {
  const Icon = ICONS[status];
  return (
    <div {...rest} className={cx(styles.result, className)}>
      <Icon className={cx(styles.icon, styles[status])} strokeWidth={1.5} />
      <h2 className={styles.title}>{title}</h2>
      {description !== undefined && description !== null && (
        <p className={styles.description}>{description}</p>
      )}
      {details && details.length > 0 && (
        <dl className={styles.details}>
          {details.map((detail, index) => (
            <div key={index} className={styles.detail}>
              <dt className={styles.label}>{detail.label}</dt>
              <dd className={styles.value}>{detail.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {(primaryAction || secondaryAction) && (
        <div className={styles.actions}>
          {primaryAction && (
            <Button block size="lg" loading={primaryAction.loading} onClick={primaryAction.onClick}>
              {primaryAction.label}
            </Button>
          )}
          {secondaryAction && (
            <Button
              block
              size="lg"
              variant="secondary"
              loading={secondaryAction.loading}
              onClick={secondaryAction.onClick}
            >
              {secondaryAction.label}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
