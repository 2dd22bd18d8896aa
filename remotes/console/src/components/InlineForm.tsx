import type { ReactNode } from 'react';
import { Button } from '@h5/design-system';
import styles from './InlineForm.module.css';

/**
 * A small form inside a drawer or a panel (a NAV entry, a top-up): its rows and one button naming
 * the action. Its rows are `FormRow`s, drawn as in `FormLayout`, which long forms use.
 */
export function InlineForm({
  title,
  description,
  submitLabel,
  busy = false,
  onSubmit,
  children,
}: {
  title: string;
  description?: string;
  submitLabel: string;
  busy?: boolean;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <form
      className={styles.form}
      noValidate
      aria-label={title}
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) onSubmit();
      }}
    >
      <h3 className={styles.title}>{title}</h3>
      {description && <p className={styles.description}>{description}</p>}
      <div className={styles.rows}>{children}</div>
      <div>
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
