import { Banner } from '@h5/design-system/Banner';
import { useAccountTranslation } from '../i18n/accountTranslations.ts';

/** Warns that an authenticator change locks withdrawals for 8 hours. */
export function LockNotice() {
  const { t } = useAccountTranslation();
  return <Banner role="note">{t('account.authenticator.lockNotice')}</Banner>;
}
