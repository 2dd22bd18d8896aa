import { useMemo } from 'react';
import { splitParagraphs } from '../utils/splitParagraphs.ts';
import styles from './PlainText.module.css';

type Props = { body: string };

/** A content body as paragraphs of text; markup is never rendered. */
export function PlainText({ body }: Props) {
  const paragraphs = useMemo(() => splitParagraphs(body), [body]);
  return (
    <div className={styles.text}>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}
