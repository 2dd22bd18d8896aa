import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '@h5/platform';
import { Button, Empty, toast } from '@h5/design-system';
import { formatUsdt } from '@h5/design-system/Amount';
import { PagedList } from '@h5/design-system/PagedList';
import { cancelWithdrawal, fetchWithdrawals } from '../api/withdrawals.ts';
import type { Withdrawal } from '../api/walletTypes.ts';
import { shortAddress } from '../utils/addressFormat.ts';
import { formatEntryTime } from '../utils/formatEntryTime.ts';
import styles from '../pages/wallet.module.css';
import { ConfirmationKey, serverDecided } from '@h5/platform/helpers';
import { pagedListProps, usePagedList } from '@h5/platform/paging';

const usdt = (value: string) => `${formatUsdt(value)} USDT`;

const getKey = (item: Withdrawal) => item.id;

/** The member's withdrawals, newest first, with their state; one still requested can be cancelled. */
export function WithdrawalList({ version }: { version: number }) {
  const { t } = useTranslation('property');
  const lang = useLang();
  const list = usePagedList(fetchWithdrawals, { key: `${lang}:${version}`, rows: 20, getKey });
  const [cancelling, setCancelling] = useState<number | null>(null);
  const keys = useRef(new ConfirmationKey());

  const cancel = async (item: Withdrawal) => {
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
  };

  return (
    <div className={styles.list}>
      <PagedList
        {...pagedListProps(list)}
        getKey={getKey}
        empty={<Empty title={t('withdrawal.empty')} />}
        renderItem={(item) => (
          <div className={styles.row} data-testid="withdrawal-row" data-state={item.state}>
            <div className={styles.rowMain}>
              <strong>{usdt(item.amount)}</strong>
              <span className={styles.state} data-testid="withdrawal-state">
                {item.stateLabel}
              </span>
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
              <Button
                size="sm"
                variant="secondary"
                loading={cancelling === item.id}
                onClick={() => void cancel(item)}
              >
                {t('withdrawal.cancel')}
              </Button>
            )}
          </div>
        )}
      />
    </div>
  );
}
