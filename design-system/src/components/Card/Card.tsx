import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import styles from './Card.module.css';

export type CardProps = Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  /** The element: `section` for a titled part of the page (default `div`). */
  as?: 'div' | 'section' | 'article';
  /** A heading (`h2`) at the top of the card. */
  title?: ReactNode;
  /** A document-unique id for the heading; the card is labelled by it. */
  titleId?: string;
  /** The card's content. */
  children?: ReactNode;
  /** A small shadow, for a card that stands on its own (a profile, a prompt). */
  raised?: boolean;
  /** No padding, content clipped to the rounded corners: for rows, tabs or a skeleton edge to edge. */
  flush?: boolean;
};

/**
 * A surface card on the page background, inset from the page's sides. `className` adds a card's
 * own rules (it cannot reliably override these).
 */
export function Card({
  as: Tag = 'div',
  title,
  titleId,
  raised = false,
  flush = false,
  className,
  children,
  ...rest
}: CardProps) {
  return (
    <Tag
      aria-labelledby={title !== undefined ? titleId : undefined}
      {...rest}
      className={cx(styles.card, flush && styles.flush, raised && styles.raised, className)}
    >
      {title !== undefined && <CardTitle id={titleId}>{title}</CardTitle>}
      {children}
    </Tag>
  );
}

export type CardTitleProps = HTMLAttributes<HTMLHeadingElement>;

/** A card's heading (`h2`), for a card whose heading is not its first child (a `Card` `title` draws one). */
export function CardTitle({ className, ...rest }: CardTitleProps) {
  return <h2 {...rest} className={cx(styles.title, className)} />;
}

export type CardIdentityProps = {
  /** The picture on the left: an avatar or an icon. */
  media: ReactNode;
  /** The name, a large `h2`. */
  title: ReactNode;
  /** A document-unique id for the heading, to label the card by. */
  titleId: string;
  /** Adds rules to the heading (e.g. one line with an ellipsis). */
  titleClassName?: string;
  /** Lines under the name. */
  children?: ReactNode;
};

/** Who or what a card is about: a picture, then a large name with lines under it. */
export function CardIdentity({ media, title, titleId, titleClassName, children }: CardIdentityProps) {
  return (
    <div className={styles.identity}>
      {media}
      <div className={styles.identityText}>
        <h2 id={titleId} className={cx(styles.identityName, titleClassName)}>
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}

export type CardActionsProps = {
  /** The buttons, usually two `Button block`s: the main action first. */
  children: ReactNode;
};

/** A card's buttons, two to a row under its content. */
export function CardActions({ children }: CardActionsProps) {
  return <div className={styles.actions}>{children}</div>;
}
