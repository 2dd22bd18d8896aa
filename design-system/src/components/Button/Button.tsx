import type { ButtonHTMLAttributes } from 'react';
import { SpinnerIcon } from '../../icons/SpinnerIcon.tsx';
import { cx } from '../../utils/cx.ts';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /**
   * `primary` for the one main action of a screen, `secondary` for the others, `ghost` for a quiet
   * one (cancel, filter), `danger` for an action that loses money or cannot be undone.
   */
  variant?: ButtonVariant;
  /**
   * `sm` looks 32 px tall (in a banner, a bar, beside a line of text) inside a 44 px box; `md` is
   * 44 px; `lg` is 48 px for the main action at the bottom of a form.
   */
  size?: ButtonSize;
  /** Stretch to the full width of the container. */
  block?: boolean;
  /** Show a spinner and refuse clicks while an action runs (the button stays focusable). */
  loading?: boolean;
  /** Greys the button out and takes it out of the tab order; say elsewhere why it cannot be used. */
  disabled?: boolean;
  /** `button` unless it submits a form. */
  type?: 'button' | 'submit' | 'reset';
};

/** Action button; every size keeps a 44 × 44 px touch target. `className` adds rules. */
export function Button({
  variant = 'primary',
  size = 'md',
  block = false,
  loading = false,
  disabled = false,
  type = 'button',
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  const inactive = disabled || loading;
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
