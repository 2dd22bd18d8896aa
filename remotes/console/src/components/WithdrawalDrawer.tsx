import { useState } from 'react';
import { Button } from '@h5/design-system';
import { Amount, formatUsdt } from '@h5/design-system/Amount';
import { Banner } from '@h5/design-system/Banner';
import { Drawer } from '@h5/design-system/Drawer';
import { FactList } from '@h5/design-system/FactList';
import { Field } from '@h5/design-system/Field';
import type { QueuedWithdrawal } from '@h5/api/contract/withdrawal';
import { operatorAction } from '../api/operatorAction.ts';
import { useChainStatus } from '../hooks/useChainStatus.ts';
import { useDateTime } from '../hooks/useDateTime.ts';
import { useConsoleTranslation } from '../i18n/consoleTranslations.ts';
import { useRoleIn } from '../session/useOperatorRole.ts';
import { confirmWithReason } from './ConfirmWithReason.ts';
import { automaticPayouts, withdrawalDecisions } from '../utils/withdrawalDecisions.ts';
import { PayoutStageTag, WithdrawalStateTag } from './WithdrawalStateTag.tsx';
import styles from './DetailDrawer.module.css';

type Decision = 'approve' | 'reject' | 'pay';

/**
 * One withdrawal: its facts, and the decisions its state allows the operator's role: approve or
 * reject a requested one (reviewers, finance), mark an approved one paid (finance). On a chain with
 * a hot wallet the payout job sends it instead (ADR 0037): the drawer shows where the payout stands
 * and its hash, and offers rejecting it until it is sent or once it failed. Each decision is
 * confirmed with what it does and why, and sent once (`Idempotency-Key`).
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
  const chains = useChainStatus();
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

  const may = withdrawalDecisions(withdrawal, automaticPayouts(withdrawal, chains), {
    review: roleIn(['finance', 'reviewer']),
    pay: roleIn(['finance']),
  });
  const mayPay = may.pay;
  const footer =
    may.approve || may.reject || mayPay ? (
      <div className={styles.actions}>
        {may.approve && (
          <Button disabled={busy} onClick={() => void decide('approve')}>
            {t('withdrawals.approve.button')}
          </Button>
        )}
        {may.reject && (
          <Button variant="danger" disabled={busy} onClick={() => void decide('reject')}>
            {t('withdrawals.reject.button')}
          </Button>
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
        {may.payout && may.payout !== 'confirmed' && withdrawal.state === 'approved' && (
          <Banner
            tone={may.payout === 'failed' ? 'danger' : 'info'}
            className={styles.banner}
            data-testid="withdrawal-payout-note"
          >
            {t(`withdrawals.payout.note.${may.payout}`)}
          </Banner>
        )}
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
            ...(may.payout
              ? [
                  {
                    label: t('withdrawals.payout.label'),
                    value: <PayoutStageTag stage={may.payout} />,
                  },
                ]
              : []),
            ...(withdrawal.txHash
              ? [
                  {
                    label: t('withdrawals.txHash'),
                    value: <code className={styles.code}>{withdrawal.txHash}</code>,
                  },
                ]
              : []),
            {
              label: t('withdrawals.address'),
              value: <code className={styles.code}>{withdrawal.address}</code>,
            },
            { label: t('withdrawals.columns.requestedAt'), value: dateTime(withdrawal.createdAt) },
            { label: t('withdrawals.updatedAt'), value: dateTime(withdrawal.updatedAt) },
            ...(withdrawal.reason ? [{ label: t('withdrawals.reason'), value: withdrawal.reason }] : []),
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
