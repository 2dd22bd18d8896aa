import type { ReactNode } from 'react';
import { NavBar } from '@h5/design-system';
import { navigation } from '@h5/platform';
import { usePageShown } from '../../startup/pageShown.ts';
import styles from './AccountPage.module.css';

type Props = {
  title: string;
  /** A heading and a line of help above the content. */
  heading?: string;
  hint?: string;
  onBack?: () => void;
  children: ReactNode;
};

/** The frame of every account page: navigation bar, optional heading, content. */
export function AccountPage({ title, heading, hint, onBack, children }: Props) {
  usePageShown();
  return (
    <div className={styles.page}>
      <NavBar title={title} onBack={onBack ?? (() => navigation.back())} />
      <main className={styles.body}>
        {(heading || hint) && (
          <header className={styles.intro}>
            {heading && <h2 className={styles.heading}>{heading}</h2>}
            {hint && <p className={styles.hint}>{hint}</p>}
          </header>
        )}
        {children}
      </main>
    </div>
  );
}
