import { useState } from 'react';
import { Amount, formatInr } from '@h5/design-system/Amount';
import { Drawer } from '@h5/design-system/Drawer';
import { FactList } from '@h5/design-system/FactList';
import type { AdminEquityHolding, ForceBuybackAnswer } from '@h5/api/contract/equity';
import { operatorAction } from '../api/operatorAction.ts';
import { useDateTime } from '../hooks/useDateTime.ts';
import { useConsoleTranslation } from '../i18n/consoleTranslations.ts';
import { useRoleIn } from '../session/useOperatorRole.ts';
import { confirmWithReason } from './ConfirmWithReason.ts';
import { InlineForm } from './InlineForm.tsx';
import { HoldingStateTag } from './ProductTags.tsx';
import { formatShares } from '../utils/money.ts';
import styles from './DetailDrawer.module.css';

/**
 * One member's holding: shares, cost, value today, expiry, dividends and any buyback; finance may
 * force its buyback (at today's buyback price after expiry, its cost before), with a reason the
 * member sees.
 */
export function HoldingDrawer({
  holding,
  onClose,
  onChanged,
}: {
  holding: AdminEquityHolding;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t } = useConsoleTranslation();
  const dateTime = useDateTime();
  const canChange = useRoleIn()(['finance']);
  const [busy, setBusy] = useState(false);
  const held = holding.state === 'locked' || holding.state === 'expired';
  const buyback = holding.buyback;

  const forceBuyback = async () => {
    const reason = await confirmWithReason({
      title: t('equity.forceOne.title', { no: holding.holdingNo }),
      message: t('equity.forceOne.message', {
        no: holding.holdingNo,
        member: holding.memberAccount,
        amount: formatInr(holding.buybackValue),
      }),
      confirmLabel: t('equity.forceOne.confirm'),
      danger: true,
    });
    if (reason === null) return;
    setBusy(true);
    const answer = await operatorAction<ForceBuybackAnswer>(
      '/Admin/equity/force-buyback',
      { holdingId: holding.id, reason },
      { done: t('equity.forceOne.done', { no: holding.holdingNo }), idempotent: true },
    );
    setBusy(false);
    if (answer) onChanged();
  };

  return (
    <Drawer
      open
      onOpenChange={(open) => !open && onClose()}
      title={holding.holdingNo}
      description={`${holding.offeringName} · ${holding.memberAccount} (${holding.memberId})`}
    >
      <div className={styles.body}>
        <FactList
          facts={[
            { label: t('equity.holdingColumns.state'), value: <HoldingStateTag state={holding.state} /> },
            { label: t('equity.holdingColumns.shares'), value: formatShares(holding.shares) },
            { label: t('equity.holdingColumns.amount'), value: <Amount value={holding.amount} /> },
            { label: t('equity.holdingColumns.fee'), value: <Amount value={holding.fee} /> },
            {
              label: t('equity.holdingColumns.subscriptionPrice'),
              value: <Amount value={holding.subscriptionPrice} />,
            },
            {
              label: t('equity.holdingColumns.value'),
              value: (
                <>
                  <Amount value={holding.currentValue} /> ({t('equity.at')}{' '}
                  <Amount value={holding.sharePrice} />)
                </>
              ),
            },
            {
              label: t('equity.holdingColumns.buyback'),
              value: (
                <>
                  <Amount value={holding.buybackValue} /> ({t('equity.at')}{' '}
                  <Amount value={holding.buybackPrice} />)
                </>
              ),
            },
            { label: t('equity.holdingColumns.subscribedAt'), value: dateTime(holding.subscribedAt) },
            { label: t('equity.holdingColumns.expiresAt'), value: dateTime(holding.expiresAt) },
            {
              label: t('equity.holdingColumns.autoCompound'),
              value: holding.autoCompound ? t('yes') : t('no'),
            },
            {
              label: t('equity.holdingColumns.dividends'),
              value: (
                <>
                  <Amount value={holding.dividendsPaid} /> + <Amount value={holding.dividendsReinvested} />{' '}
                  {t('equity.reinvested')}
                </>
              ),
            },
            ...(buyback
              ? [
                  { label: t('equity.buyback.kind'), value: t(`equity.buyback.kinds.${buyback.kind}`) },
                  { label: t('equity.buyback.requestedAt'), value: dateTime(buyback.requestedAt) },
                  {
                    label: t('equity.buyback.paid'),
                    value: buyback.amount ? (
                      <>
                        <Amount value={buyback.amount} /> · {dateTime(buyback.paidAt)}
                      </>
                    ) : (
                      t('equity.buyback.waiting')
                    ),
                  },
                  { label: t('equity.buyback.reason'), value: buyback.reason },
                ]
              : []),
          ]}
        />
        {canChange && held && (
          <InlineForm
            title={t('equity.forceOne.section')}
            description={t(`equity.forceOne.hint.${holding.state}`, {
              amount: formatInr(holding.buybackValue),
            })}
            submitLabel={t('equity.forceOne.confirm')}
            busy={busy}
            onSubmit={() => void forceBuyback()}
          >
            {null}
          </InlineForm>
        )}
      </div>
    </Drawer>
  );
}
