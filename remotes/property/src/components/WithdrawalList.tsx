import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '@h5/platform';
import { Button, Empty, showAlert, toast } from '@h5/design-system';
import { formatUsdt } from '@h5/design-system/Amount';
import { Card } from '@h5/design-system/Card';
import { PagedList } from '@h5/design-system/PagedList';
import { cancelWithdrawal, fetchWithdrawals } from '../api/withdrawals.ts';
import type { Withdrawal } from '../api/walletTypes.ts';
import { shortAddress } from '../utils/addressFormat.ts';
import { formatEntryTime } from '../utils/formatEntryTime.ts';
import { WITHDRAWAL_STATE_TONE } from '../utils/stateTone.ts';
import { StateBadge } from './StateBadge.tsx';
import styles from '../pages/wallet.module.css';
import { ConfirmationKey, serverDecided } from '@h5/platform/helpers';
import { pagedListProps, usePagedList } from '@h5/platform/paging';

const usdt = (value: string) => `${formatUsdt(value)} USDT`;

const getKey = (item: Withdrawal) => item.id;

type Props = {
  /** A new value reads the list again (a withdrawal was requested). */
  version: number;
  /** A withdrawal was cancelled: its amount and fee are back, so what is available changed. */
  onCancelled: () => void;
};

/**
 * The member's withdrawals, newest first, with their state; one still requested can be cancelled,
 * after a confirmation.
 */
export function WithdrawalList({ version, onCancelled }: Props) {
  const { t } = useTranslation('property');
  const lang = useLang();
  const list = usePagedList(fetchWithdrawals, { key: `${lang}:${version}`, rows: 20, getKey });
  const [cancelling, setCancelling] = useState<number | null>(null);
  const keys = useRef(new ConfirmationKey());

  const cancel = async (item: Withdrawal) => {
    const confirmed = await showAlert({
      title: t('withdrawal.cancelConfirm.title'),
      message: t('withdrawal.cancelConfirm.message', { amount: usdt(item.amount), fee: usdt(item.fee) }),
      confirmText: t('withdrawal.cancelConfirm.confirm'),
      cancelText: t('withdrawal.cancelConfirm.keep'),
      destructive: true,
    });
    if (!confirmed) return;
    setCancelling(item.id);
    try {
      await keys.current.send(`cancel:${item.id}`, (key) => cancelWithdrawal(item.id, key), serverDecided);
    } catch {
      return;
    } finally {
      setCancelling(null);
    }
    toast.success(t('withdrawal.cancelled'));
    list.reload();
    onCancelled();
  };

  return (
    <div className={styles.records}>
      <PagedList
        {...pagedListProps(list)}
        getKey={getKey}
        empty={
          <Card>
            <Empty title={t('withdrawal.empty')} />
          </Card>
        }
        renderItem={(item) => (
          <div className={styles.row} data-testid="withdrawal-row" data-state={item.state}>
            <div className={styles.rowMain}>
              <strong className={styles.rowAmount}>{usdt(item.amount)}</strong>
              <StateBadge tone={WITHDRAWAL_STATE_TONE[item.state]} data-testid="withdrawal-state">
                {item.stateLabel}
              </StateBadge>
            </div>
            <span className={styles.mono}>
              {item.chain} · {shortAddress(item.address)}
            </span>
            <span className={styles.meta}>
              {t('withdrawal.feeLine', { fee: usdt(item.fee) })} · {formatEntryTime(item.createdAt)}
            </span>
            {item.txHash && (
              <span className={styles.mono}>
                {t('withdrawal.tx', { hash: shortAddress(item.txHash, 10) })}
              </span>
            )}
            {item.reason && (
              <span className={styles.meta}>{t('withdrawal.reason', { reason: item.reason })}</span>
            )}
            {item.state === 'requested' && (
              <div className={styles.rowActions}>
                <Button variant="ghost" loading={cancelling === item.id} onClick={() => void cancel(item)}>
                  {t('withdrawal.cancel')}
                </Button>
              </div>
            )}
          </div>
        )}
      />
    </div>
  );
}
