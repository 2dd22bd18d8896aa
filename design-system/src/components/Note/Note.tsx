import type { HTMLAttributes } from 'react';
import { cx } from '../../utils/cx.ts';
import styles from './Note.module.css';

export type NoteProps = HTMLAttributes<HTMLParagraphElement>;

/** A small note in the tertiary text colour under a card: terms, timings, fees. */
export function Note({ className, ...rest }: NoteProps) {
  return <p {...rest} className={cx(styles.note, className)} />;
}
