import type { ReactNode } from 'react';
import { Button } from '@h5/design-system';
import { Card } from '@h5/design-system/Card';
import { Fieldset } from '@h5/design-system/Field';
import styles from './AccountForm.module.css';

type Props = {
  submitLabel: string;
  busy: boolean;
  onSubmit: () => void;
  children: ReactNode;
  /** Links under the card (register, forgot password, …). */
  footer?: ReactNode;
};

/**
 * A form of the account pages: its fields and its full-width submit button in one card, with the
 * page's side margins; optional links under it.
 */
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
      <Card>
        <Fieldset>
          {children}
          <Button type="submit" variant="primary" size="lg" block loading={busy}>
            {submitLabel}
          </Button>
        </Fieldset>
      </Card>
      {footer && <div className={styles.footer}>{footer}</div>}
    </form>
  );
}
