import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloudOffIcon } from '../../icons/CloudOffIcon.tsx';
import { Button } from '../Button/Button.tsx';
import styles from './ErrorState.module.css';

export type ErrorStateProps = {
  /** What failed ("Could not load the fund"); defaults to the localized "Something went wrong". */
  title?: ReactNode;
  /** Why, or what to do; defaults to the localized advice to check the network. */
  description?: ReactNode;
  /** Shows a "Retry" button that calls it; leave it out when trying again cannot help. */
  onRetry?: () => void;
};

/**
 * Shown where content failed to load, with a way to try again; announced at once (`role="alert"`).
 */
export function ErrorState({ title, description, onRetry }: ErrorStateProps) {
  const { t } = useTranslation('ds');
  return (
    <div className={styles.error} role="alert">
      <CloudOffIcon className={styles.illustration} />
      <p className={styles.title}>{title ?? t('error.title')}</p>
      <p className={styles.description}>{description ?? t('error.description')}</p>
      {onRetry && (
        <Button variant="secondary" className={styles.retry} onClick={onRetry}>
          {t('common.retry')}
        </Button>
      )}
    </div>
  );
}
