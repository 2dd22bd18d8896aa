import { CheckIcon, CloseIcon } from '@h5/design-system/Icons';
import type { OlHTMLAttributes, ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import { stepStates } from './stepStates.ts';
import type { StepStatus } from './stepStates.ts';
import styles from './Steps.module.css';
import { useSubPathTranslation } from '../../utils/useSubPathTranslation.ts';
import { texts } from './texts.ts';

export type StepItem = {
  /** Tells the steps apart (React key); the position is used when it is left out. */
  key?: string;
  /** What the step is ("Verify identity"). */
  title: ReactNode;
  /** A line under the title: what the step asks, or why it failed. */
  description?: ReactNode;
  /** Overrides the status `current` gives the step; `failed` marks a step that went wrong. */
  status?: StepStatus;
};

export type StepsProps = Omit<OlHTMLAttributes<HTMLOListElement>, 'children'> & {
  /** The steps, in order. */
  items: readonly StepItem[];
  /**
   * The index of the step the member is on: earlier steps are done, later ones upcoming; the number
   * of steps when all are done. Leave it out when every step carries its own `status`.
   */
  current?: number;
  /** `horizontal`: up to four short titles side by side; `vertical`: any number, with descriptions. */
  direction?: 'horizontal' | 'vertical';
};

const MARKS: Partial<Record<StepStatus, typeof CheckIcon>> = { done: CheckIcon, failed: CloseIcon };

/**
 * The steps of a flow (open an account, a withdrawal's review): each done, current, upcoming or
 * failed, told by a mark and a spoken status besides its colour; the current step is
 * `aria-current="step"`.
 */
export function Steps({ items, current, direction = 'horizontal', className, ...rest }: StepsProps) {
  const { t } = useSubPathTranslation(texts);
  const states = stepStates(items, current);
  return (
    <ol {...rest} className={cx(styles.steps, styles[direction], className)}>
      {items.map((item, index) => {
        const { status, isCurrent } = states[index]!;
        const Mark = MARKS[status];
        return (
          <li
            key={item.key ?? index}
            className={styles.step}
            data-status={status}
            aria-current={isCurrent ? 'step' : undefined}
          >
            <span className={styles.marker} aria-hidden>
              {Mark ? <Mark strokeWidth={2.6} /> : index + 1}
            </span>
            <span className={styles.text}>
              <span className={styles.title}>{item.title}</span>
              <span className={styles.visuallyHidden}>{`, ${t(`steps.${status}`)}`}</span>
              {item.description && <span className={styles.description}>{item.description}</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
