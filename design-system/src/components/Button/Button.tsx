import type { ButtonHTMLAttributes } from 'react';
import { SpinnerIcon } from '../../icons/SpinnerIcon.tsx';
import { cx } from '../../utils/cx.ts';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretch to the full width of the container. */
  block?: boolean;
  /** Show a spinner and refuse clicks while an action runs. */
  loading?: boolean;
};

/** Action button; every size keeps a 44 px touch target. */
export function Button({
  variant = 'primary',
  size = 'md',
  block = false,
  loading = false,
  disabled,
  type = 'button',
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  const inactive = Boolean(disabled) || loading;
  return (
    <button
      {...rest}
      type={type}
      className={cx(styles.button, styles[variant], styles[size], block && styles.block, className)}
      disabled={disabled}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      onClick={inactive ? undefined : onClick}
      data-loading={loading || undefined}
    >
      {loading && <SpinnerIcon className={styles.spinner} />}
      <span className={styles.label}>{children}</span>
    </button>
  );
}
