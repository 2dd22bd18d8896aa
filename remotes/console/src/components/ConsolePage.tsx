import { useEffect, type ReactNode } from 'react';
import { useConsoleTranslation } from '../i18n/consoleTranslations.ts';
import styles from './ConsolePage.module.css';

type ConsolePageProps = {
  title: string;
  /** One line under the title: what the page is for. */
  description?: string;
  /** Buttons beside the title ("New fund"). */
  actions?: ReactNode;
  children: ReactNode;
};

/** A console page: its heading, its actions, and its content; the window's title follows it. */
export function ConsolePage({ title, description, actions, children }: ConsolePageProps) {
  const { t } = useConsoleTranslation();
  useEffect(() => {
    document.title = `${title} · ${t('product')}`;
  }, [title, t]);
  return (
    <section className={styles.page} aria-labelledby="console-page-title">
      <header className={styles.header}>
        <div>
          <h1 id="console-page-title" className={styles.title}>
            {title}
          </h1>
          {description && <p className={styles.description}>{description}</p>}
        </div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </header>
      {children}
    </section>
  );
}
