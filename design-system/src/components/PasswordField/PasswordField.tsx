import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon } from '../../icons/EyeIcon.tsx';
import { EyeOffIcon } from '../../icons/EyeOffIcon.tsx';
import { Field, type FieldProps } from '@h5/design-system/Field';
import styles from './PasswordField.module.css';

export type PasswordFieldProps = Omit<FieldProps, 'type' | 'suffix'>;

/** Password field with a button that shows or hides what was typed. */
export function PasswordField({ disabled, ...field }: PasswordFieldProps) {
  const { t } = useTranslation('ds');
  const [visible, setVisible] = useState(false);
  return (
    <Field
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      {...field}
      disabled={disabled}
      type={visible ? 'text' : 'password'}
      suffix={
        <button
          type="button"
          className={styles.toggle}
          disabled={disabled}
          aria-label={visible ? t('password.hide') : t('password.show')}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      }
    />
  );
}
