import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import styles from './Note.module.css';

export type NoteProps = HTMLAttributes<HTMLParagraphElement> & {
  /** The small print: one or two sentences (terms, timings, fees). */
  children?: ReactNode;
};

/**
 * A small note in the tertiary text colour on the page background, under the card it is about:
 * terms, timings, fees. `className` adds rules.
 */
export function Note({ className, ...rest }: NoteProps) {
  return <p {...rest} className={cx(styles.note, className)} />;
}
