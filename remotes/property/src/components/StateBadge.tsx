import type { ReactNode } from 'react';
import type { StateTone } from '../utils/stateTone.ts';
import styles from './StateBadge.module.css';

type Props = { tone: StateTone; children: ReactNode; 'data-testid'?: string };

/**
 * A record's state: its label as text (never colour alone) in a pill tinted by what it means, with
 * a dot of the tone's colour; the text keeps the body colour so it reads on every tint.
 */
export function StateBadge({ tone, children, 'data-testid': testId }: Props) {
  return (
    <span className={styles.badge} data-tone={tone} data-testid={testId}>
      <span className={styles.dot} aria-hidden="true" />
      {children}
    </span>
  );
}
