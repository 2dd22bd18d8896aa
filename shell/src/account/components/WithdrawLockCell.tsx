import { Cell } from '@h5/design-system/Cell';
import { useAccountTranslation } from '../i18n/accountTranslations.ts';
import { useNow } from '../hooks/useNow.ts';
import { formatCountdown, lockTimeLeft } from '../utils/withdrawLock.ts';
import styles from './WithdrawLockCell.module.css';

/** The withdrawal lock that follows an authenticator change, with its time left counting down. */
export function WithdrawLockCell({ lockedUntil }: { lockedUntil: string | null }) {
  const { t } = useAccountTranslation();
  const now = useNow(Boolean(lockedUntil));
  const left = lockTimeLeft(lockedUntil, now);
  return (
    <Cell
      data-testid="withdraw-lock"
      title={t('account.safety.withdrawLock')}
      label={left > 0 ? t('account.safety.lockReason') : undefined}
      value={
        left > 0 ? (
          <span className={styles.locked}>
            {t('account.safety.lockedLeft', { time: formatCountdown(left) })}
          </span>
        ) : (
          t('account.safety.unlocked')
        )
      }
    />
  );
}
