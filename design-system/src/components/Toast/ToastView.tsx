import { ErrorIcon } from '../../icons/ErrorIcon.tsx';
import { SpinnerIcon } from '../../icons/SpinnerIcon.tsx';
import { SuccessIcon } from '../../icons/SuccessIcon.tsx';
import { cx } from '../../utils/cx.ts';
import type { ToastIcon } from './toastDuration.ts';
import styles from './Toast.module.css';

const ICONS = { success: SuccessIcon, error: ErrorIcon, loading: SpinnerIcon } as const;

export type ToastViewProps = {
  /** One short sentence: what just happened ("Saved", "Copied"). */
  message: string;
  /**
   * `success` for something done, `error` for something that failed, `loading` while waiting,
   * `none` for a plain note. The icon shows the kind; the message says it in words.
   */
  icon?: ToastIcon;
};

/** The toast bubble itself; `<Toaster/>` places it and announces it. */
export function ToastView({ message, icon = 'none' }: ToastViewProps) {
  const Icon = icon === 'none' ? null : ICONS[icon];
  return (
    <div
      className={cx(styles.toast, Icon && styles.withIcon)}
      data-icon={icon}
      aria-busy={icon === 'loading' || undefined}
    >
      {Icon && <Icon className={cx(styles.icon, icon === 'loading' && styles.spin)} />}
      <span className={styles.message}>{message}</span>
    </div>
  );
}
