import { useState } from 'react';
import { Button } from '@h5/design-system';
import { Amount, formatUsdt } from '@h5/design-system/Amount';
import { Drawer } from '@h5/design-system/Drawer';
import { FactList } from '@h5/design-system/FactList';
import { Field } from '@h5/design-system/Field';
import type { QueuedWithdrawal } from '@h5/api/contract/withdrawal';
import { operatorAction } from '../api/operatorAction.ts';
import { useDateTime } from '../hooks/useDateTime.ts';
import { useConsoleTranslation } from '../i18n/consoleTranslations.ts';
import { useRoleIn } from '../session/useOperatorRole.ts';
import { confirmWithReason } from './ConfirmWithReason.ts';
import { WithdrawalStateTag } from './WithdrawalStateTag.tsx';
import styles from './DetailDrawer.module.css';

type Decision = 'approve' | 'reject' | 'pay';

/**
 * One withdrawal: its facts, and the decisions its state allows the operator's role: approve or
 * reject a requested one (reviewers, finance), mark an approved one paid (finance). Each is confirmed
 * with what it does and why, and sent once (`Idempotency-Key`).
 */
export function WithdrawalDrawer({
  withdrawal,
  onClose,
  onChanged,
}: {
  withdrawal: QueuedWithdrawal;
  onClose: () => void;
  onChanged: (next: QueuedWithdrawal) => void;
}) {
  const { t } = useConsoleTranslation();
  const dateTime = useDateTime();
  const roleIn = useRoleIn();
  const [txHash, setTxHash] = useState('');
  const [busy, setBusy] = useState(false);
  const facts = {
    id: withdrawal.id,
    member: withdrawal.memberId,
    amount: `${formatUsdt(withdrawal.amount)} USDT`,
  };

  const decide = async (decision: Decision) => {
    const reason = await confirmWithReason({
      title: t(`withdrawals.${decision}.title`, facts),
      message: t(`withdrawals.${decision}.message`, { ...facts, txHash }),
      confirmLabel: t(`withdrawals.${decision}.confirm`),
      danger: decision === 'reject',
    });
    if (reason === null) return;
    setBusy(true);
    const body =
      decision === 'pay'
        ? { id: withdrawal.id, txHash: txHash.trim(), reason }
        : { id: withdrawal.id, reason };
    const next = await operatorAction<QueuedWithdrawal>(`/Admin/withdrawals/${decision}`, body, {
      done: t(`withdrawals.${decision}.done`, facts),
      idempotent: true,
    });
    setBusy(false);
    if (next) onChanged(next);
  };

  const mayReview = withdrawal.state === 'requested' && roleIn(['finance', 'reviewer']);
  const mayPay = withdrawal.state === 'approved' && roleIn(['finance']);
  const footer =
    mayReview || mayPay ? (
      <div className={styles.actions}>
        {mayReview && (
          <>
            <Button disabled={busy} onClick={() => void decide('approve')}>
              {t('withdrawals.approve.button')}
            </Button>
            <Button variant="danger" disabled={busy} onClick={() => void decide('reject')}>
              {t('withdrawals.reject.button')}
            </Button>
          </>
        )}
        {mayPay && (
          <Button disabled={busy || txHash.trim() === ''} onClick={() => void decide('pay')}>
            {t('withdrawals.pay.button')}
          </Button>
        )}
      </div>
    ) : undefined;

  return (
    <Drawer
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('withdrawals.detail', { id: withdrawal.id })}
      description={t('withdrawals.detailOf', { member: withdrawal.memberId })}
      footer={footer}
    >
      <div className={styles.body}>
        <FactList
          facts={[
            { label: t('withdrawals.columns.state'), value: <WithdrawalStateTag withdrawal={withdrawal} /> },
            { label: t('withdrawals.columns.member'), value: withdrawal.memberId },
            {
              label: t('withdrawals.columns.amount'),
              value: <Amount value={withdrawal.amount} currency="USDT" />,
            },
            { label: t('withdrawals.columns.fee'), value: <Amount value={withdrawal.fee} currency="USDT" /> },
            { label: t('withdrawals.columns.chain'), value: withdrawal.chain },
            {
              label: t('withdrawals.address'),
              value: <code className={styles.code}>{withdrawal.address}</code>,
            },
            { label: t('withdrawals.columns.requestedAt'), value: dateTime(withdrawal.createdAt) },
            { label: t('withdrawals.updatedAt'), value: dateTime(withdrawal.updatedAt) },
            ...(withdrawal.reason ? [{ label: t('withdrawals.reason'), value: withdrawal.reason }] : []),
            ...(withdrawal.txHash
              ? [
                  {
                    label: t('withdrawals.txHash'),
                    value: <code className={styles.code}>{withdrawal.txHash}</code>,
                  },
                ]
              : []),
          ]}
        />
        {mayPay && (
          <Field
            label={t('withdrawals.txHash')}
            value={txHash}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setTxHash(event.target.value)}
          />
        )}
      </div>
    </Drawer>
  );
}
