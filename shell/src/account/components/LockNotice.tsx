import { useTranslation } from 'react-i18next';
import { SHELL_NS } from '../../i18n/registerShellTranslations.ts';
import styles from './LockNotice.module.css';

/** Warns that an authenticator change locks withdrawals for 8 hours. */
export function LockNotice() {
  const { t } = useTranslation(SHELL_NS);
  return (
    <p className={styles.notice} role="note">
      {t('account.authenticator.lockNotice')}
    </p>
  );
}
