import type { ReactNode } from 'react';
import { Button } from '@h5/design-system';
import styles from './AccountForm.module.css';

type Props = {
  submitLabel: string;
  busy: boolean;
  onSubmit: () => void;
  children: ReactNode;
  /** Links under the button (register, forgot password, …). */
  footer?: ReactNode;
};

/** A form of the account pages: its fields, one full-width submit button, optional links. */
export function AccountForm({ submitLabel, busy, onSubmit, children, footer }: Props) {
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <div className={styles.submit}>
        <Button type="submit" variant="primary" size="lg" block loading={busy}>
          {submitLabel}
        </Button>
      </div>
      {footer && <div className={styles.footer}>{footer}</div>}
    </form>
  );
}
