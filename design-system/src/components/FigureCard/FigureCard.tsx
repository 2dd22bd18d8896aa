import type { ReactNode } from 'react';
import styles from './FigureCard.module.css';

/** One of the smaller figures under the headline figure. */
export type FigureCardFact = {
  /** Unique among the card's facts. */
  key: string;
  /** What the figure is ("Balance"). */
  label: string;
  /** The figure, usually an `Amount`. */
  value: ReactNode;
  /** A handle for end-to-end tests on the value. */
  testId?: string;
};

export type FigureCardProps = {
  /** What the figure is; also names the section. */
  heading: string;
  /** A document-unique id for the heading. */
  headingId: string;
  /** The headline figure, usually an `Amount`. */
  figure: ReactNode;
  /** A handle for end-to-end tests on the figure. */
  figureTestId?: string;
  /** Smaller figures below it, two to a row. */
  facts: readonly FigureCardFact[];
  /** A line under the facts saying how the figure is made (what it includes, at which rate). */
  note?: ReactNode;
  /** A handle for end-to-end tests on the note. */
  noteTestId?: string;
};

/**
 * A card in the primary colour with one large figure and the facts that make it up (total assets
 * and their parts). One per page, at its top; a figure too long for the line wraps rather than
 * leaving the card.
 */
export function FigureCard({
  heading,
  headingId,
  figure,
  figureTestId,
  facts,
  note,
  noteTestId,
}: FigureCardProps) {
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.label}>
        {heading}
      </h2>
      <p className={styles.figure} data-testid={figureTestId}>
        {figure}
      </p>
      <dl className={styles.facts}>
        {facts.map((fact) => (
          <div key={fact.key} className={styles.fact}>
            <dt className={styles.factLabel}>{fact.label}</dt>
            <dd className={styles.factValue} data-testid={fact.testId}>
              {fact.value}
            </dd>
          </div>
        ))}
      </dl>
      {note ? (
        <p className={styles.note} data-testid={noteTestId}>
          {note}
        </p>
      ) : null}
    </section>
  );
}
