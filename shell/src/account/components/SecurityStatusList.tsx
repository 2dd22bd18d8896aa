import { Cell, CellGroup } from '@h5/design-system/Cell';
import { navigation, type UserInfo } from '@h5/platform';
import { useAccountTranslation } from '../i18n/accountTranslations.ts';
import type { SafetyAction } from '../utils/safetyActions.ts';
import { WithdrawLockCell } from './WithdrawLockCell.tsx';

const open = (action: SafetyAction) => navigation.navigate(`pages/user/safety?action=${action}`);

/** Mailbox, login password, payment password, authenticator and withdrawal lock, with their actions. */
export function SecurityStatusList({ userInfo }: { userInfo: UserInfo }) {
  const { t } = useAccountTranslation();
  const security = userInfo.security;
  const done = (yes: boolean, on: string, off: string) => t(`account.safety.${yes ? on : off}`);
  return (
    <CellGroup title={t('account.safety.status')}>
      <Cell
        title={t('account.safety.mailbox')}
        value={userInfo.mailbox}
        onClick={() => navigation.navigate('pages/user/reset?tab=mailbox')}
      />
      <Cell
        title={t('account.safety.loginPassword')}
        value={t('account.safety.set')}
        onClick={() => navigation.navigate('pages/user/reset')}
      />
      <Cell
        title={t('account.safety.paymentPassword')}
        label={security.paymentPassword ? t('account.safety.changePayment') : t('account.safety.setPayment')}
        value={done(security.paymentPassword, 'set', 'notSet')}
        onClick={() => open(security.paymentPassword ? 'payment-change' : 'payment-set')}
      />
      <Cell
        title={t('account.safety.authenticator')}
        label={security.authenticator ? undefined : t('account.safety.bindAuthenticator')}
        value={done(security.authenticator, 'bound', 'notBound')}
        onClick={security.authenticator ? undefined : () => open('authenticator-bind')}
      />
      {security.authenticator && (
        <>
          <Cell
            title={t('account.safety.changeAuthenticator')}
            onClick={() => open('authenticator-change')}
          />
          <Cell
            title={t('account.safety.unbindAuthenticator')}
            onClick={() => open('authenticator-unbind')}
          />
        </>
      )}
      <WithdrawLockCell lockedUntil={security.withdrawLockedUntil} />
    </CellGroup>
  );
}
