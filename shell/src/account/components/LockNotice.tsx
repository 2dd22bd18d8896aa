import { useTranslation } from 'react-i18next';
import { Banner } from '@h5/design-system/Banner';
import { ACCOUNT_NS } from '../i18n/accountTranslations.ts';
import { SHELL_NS } from '../../i18n/registerShellTranslations.ts';

/** Warns that an authenticator change locks withdrawals for 8 hours. */
export function LockNotice() {
  const { t } = useTranslation([ACCOUNT_NS, SHELL_NS]);
  return <Banner role="note">{t('account.authenticator.lockNotice')}</Banner>;
}
