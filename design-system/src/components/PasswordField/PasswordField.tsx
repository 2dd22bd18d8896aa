import { useId, useState, type ReactNode } from 'react';
import { EyeIcon } from '../../icons/EyeIcon.tsx';
import { EyeOffIcon } from '../../icons/EyeOffIcon.tsx';
import { Field, type FieldProps } from '@h5/design-system/Field';
import styles from './PasswordField.module.css';
import { useSubPathTranslation } from '../../utils/useSubPathTranslation.ts';
import { texts } from './texts.ts';

/** A `Field`'s props, less `type` and `suffix`, which the password field sets itself. */
export type PasswordFieldProps = Omit<FieldProps, 'type' | 'suffix'> & {
  /** What the password is for ("Login password"), always shown above the box and tied to the input. */
  label: ReactNode;
  /** The rule the password breaks, or that two passwords differ: marks it invalid and is announced. */
  error?: ReactNode;
  /** `current-password` to log in, `new-password` to set one, so the phone can fill or suggest it. */
  autoComplete?: FieldProps['autoComplete'];
  /** The rule before anything is typed ("8–15 characters"). */
  placeholder?: string;
  /** Greys the field and its eye button out. */
  disabled?: boolean;
  /** The input's id (the eye button points at it); a unique one is made when it is not given. */
  id?: string;
};

/**
 * Password field with a button that shows or hides what was typed. Everything else is a `Field`:
 * the visible label, the error tied to the input, `autoComplete` (`current-password` to log in,
 * `new-password` to set one).
 */
export function PasswordField({ id, disabled = false, ...field }: PasswordFieldProps) {
  const { t } = useSubPathTranslation(texts);
  const [visible, setVisible] = useState(false);
  const generatedId = useId();
  const inputId = id ?? `password-${generatedId}`;
  return (
    <Field
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      {...field}
      id={inputId}
      disabled={disabled}
      type={visible ? 'text' : 'password'}
      suffix={
        <button
          type="button"
          className={styles.toggle}
          disabled={disabled}
          aria-label={visible ? t('password.hide') : t('password.show')}
          aria-controls={inputId}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      }
    />
  );
}
