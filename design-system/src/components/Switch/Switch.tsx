import * as RadixSwitch from '@radix-ui/react-switch';
import { useId } from 'react';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { CheckIcon } from '../../icons/CheckIcon.tsx';
import { cx } from '../../utils/cx.ts';
import styles from './Switch.module.css';

export type SwitchProps = Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'onChange' | 'value' | 'defaultValue' | 'children' | 'dir'
> & {
  /** On (true) or off (false). */
  checked: boolean;
  /** Called with the new state when the member flips it. */
  onChange: (checked: boolean) => void;
  /** What it turns on or off ("Price alerts"); names the switch. */
  children: ReactNode;
  /** A line under the label: what happens when it is on. */
  description?: ReactNode;
  /** Shows it and its label greyed out; it cannot be flipped. */
  disabled?: boolean;
};

/**
 * A setting that takes effect at once, with its label on the left and the switch on the right
 * (`@radix-ui/react-switch`, role `switch`). The whole row flips it. On and off differ in the
 * knob's side and its tick, not only in colour.
 */
export function Switch({
  checked,
  onChange,
  children,
  description,
  disabled = false,
  id,
  className,
  ...rest
}: SwitchProps) {
  const generatedId = useId();
  const switchId = id ?? `switch-${generatedId}`;
  const descriptionId = `${switchId}-description`;
  const hasDescription = description !== undefined && description !== null;
  return (
    <label htmlFor={switchId} className={cx(styles.row, disabled && styles.disabled, className)}>
      <span className={styles.text}>
        <span className={styles.label}>{children}</span>
        {hasDescription && (
          <span id={descriptionId} className={styles.description}>
            {description}
          </span>
        )}
      </span>
      <RadixSwitch.Root
        {...rest}
        id={switchId}
        className={styles.switch}
        checked={checked}
        onCheckedChange={onChange}
        disabled={disabled}
        aria-describedby={cx(rest['aria-describedby'], hasDescription && descriptionId) || undefined}
      >
        <span className={styles.track}>
          <RadixSwitch.Thumb className={styles.thumb}>
            <CheckIcon className={styles.tick} />
          </RadixSwitch.Thumb>
        </span>
      </RadixSwitch.Root>
    </label>
  );
}
