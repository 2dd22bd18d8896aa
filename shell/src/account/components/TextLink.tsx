import type { ReactNode } from 'react';
import { navigation } from '@h5/platform';
import styles from './TextLink.module.css';

/** A link to another page, drawn as text. */
export function TextLink({ to, replace, children }: { to: string; replace?: boolean; children: ReactNode }) {
  return (
    <button
      type="button"
      className={styles.link}
      onClick={() => (replace ? navigation.redirect(to) : navigation.navigate(to))}
    >
      {children}
    </button>
  );
}
