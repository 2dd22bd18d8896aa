import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, toast } from '@h5/design-system';
import { Amount, formatInr } from '@h5/design-system/Amount';
import { PasswordSheet } from '@h5/design-system/PasswordSheet';
import { RecordCard, type RecordFact } from '@h5/design-system/RecordCard';
import { Switch } from '@h5/design-system/Switch';
import { Tag } from '@h5/design-system/Tag';
import { ConfirmationKey, serverDecided } from '@h5/platform/helpers';
import type { EquityHolding } from '@h5/api/contract/equity';
import { buyBackHolding, setHoldingAutoCompound } from '../api/equity.ts';
import { HOLDING_STATE_TONE, indiaDay, isHeld } from '../utils/productStates.ts';
import { formatEntryTime } from '../utils/formatEntryTime.ts';
import styles from '../pages/property/products.module.css';
import { useSecurityRemedy } from '@h5/platform/security';

type Props = {
  holding: EquityHolding;
  /** The application view (`pages/property/subscribe`): what was asked and paid, no actions. */
  application?: boolean;
  /** The holding changed (bought back, switched): the list reads it again. */
  onChanged?: () => void;
};

/** A holding: its state, figures, the operator's reason, the auto-compounding switch and the buyback. */
export function HoldingCard({ holding, application = false, onChanged }: Props) {
  const { t } = useTranslation('property');
  const [current, setCurrent] = useState(holding);
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | undefined>();
  const [switching, setSwitching] = useState(false);
  const keys = useRef(new ConfirmationKey());
  const remedy = useSecurityRemedy(['payment_password_unset'], 'property');
  const h = current;
  const held = isHeld(h.state);
  const early = h.state === 'locked';

  const facts: RecordFact[] = application
    ? [
        { key: 'amount', label: t('stock.amount'), value: <Amount value={h.amount} /> },
        { key: 'fee', label: t('stock.fee'), value: <Amount value={h.fee} /> },
        { key: 'shares', label: t('stock.shares'), value: h.shares },
        { key: 'price', label: t('stock.subscriptionPrice'), value: <Amount value={h.subscriptionPrice} /> },
        { key: 'at', label: t('stock.subscribedAt'), value: formatEntryTime(h.subscribedAt) },
        { key: 'expires', label: t('stock.expiresOn'), value: indiaDay(h.expiresAt) },
      ]
    : [
        { key: 'shares', label: t('stock.shares'), value: h.shares, testId: 'holding-shares' },
        { key: 'amount', label: t('stock.amount'), value: <Amount value={h.amount} /> },
        { key: 'fee', label: t('stock.fee'), value: <Amount value={h.fee} /> },
        {
          key: 'value',
          label: t('stock.currentValue'),
          value: <Amount value={h.currentValue} />,
          testId: 'holding-value',
        },
        {
          key: 'expires',
          label: t('stock.expiresOn'),
          value: indiaDay(h.expiresAt),
          testId: 'holding-expires',
        },
        {
          key: 'buyback',
          label: t('stock.buybackPrice'),
          value: <Amount value={h.buyback?.price ?? h.buybackPrice} />,
          testId: 'holding-buyback-price',
        },
      ];

  const note = (() => {
    if (h.state === 'force_bought_back')
      return t('stock.forcedNote', {
        reason: h.buyback?.reason ?? '',
        amount: formatInr(h.buyback?.amount ?? '0'),
      });
    if (h.state === 'buyback_pending') return t('stock.pendingNote', { amount: formatInr(h.buybackValue) });
    if (h.state === 'bought_back' && h.buyback?.amount)
      return t(h.buyback.kind === 'early' ? 'stock.earlyDoneNote' : 'stock.doneNote', {
        amount: formatInr(h.buyback.amount),
        day: indiaDay(h.buyback.paidAt ?? h.buyback.requestedAt),
      });
    if (h.state === 'expired') return t('stock.expiredNote', { amount: formatInr(h.buybackValue) });
    return undefined;
  })();

  const buyBack = async (password: string) => {
    setSending(true);
    setRefusal(undefined);
    try {
      const answer = await keys.current.send(
        `${h.id}:${password}`,
        (key) => buyBackHolding(h.id, password, key),
        serverDecided,
      );
      setCurrent(answer.holding);
      setOpen(false);
      if (answer.waiting) toast.show(t('stock.waiting'));
      else toast.success(t('stock.boughtBack', { balance: formatInr(answer.summary.balance) }));
      onChanged?.();
    } catch (error) {
      if (remedy.handleRefusal(error)) return setOpen(false);
      setRefusal(serverDecided(error) ? (error as Error).message : t('equity.errors.lost'));
    } finally {
      setSending(false);
    }
  };

  const switchCompound = async (on: boolean) => {
    setSwitching(true);
    try {
      const answer = await setHoldingAutoCompound(h.id, on);
      setCurrent(answer.holding);
    } catch {
      // The API toasted why; the switch stays as it was.
    } finally {
      setSwitching(false);
    }
  };

  return (
    <RecordCard
      data-testid="equity-holding"
      title={h.offeringName}
      code={h.holdingNo}
      badge={
        <Tag tone={HOLDING_STATE_TONE[h.state]} data-testid="holding-state">
          {t(`stock.states.${h.state}`)}
        </Tag>
      }
      facts={facts}
      note={application ? undefined : note}
      actions={
        !application && held ? (
          <>
            <Button
              variant={early ? 'secondary' : 'primary'}
              onClick={() => (remedy.missing ? void remedy.ask(remedy.missing) : setOpen(true))}
            >
              {early ? t('stock.earlyBuyback') : t('stock.buyback')}
            </Button>
            <PasswordSheet
              open={open}
              onOpenChange={setOpen}
              title={t('stock.buybackTitle', { no: h.holdingNo })}
              confirmText={early ? t('stock.earlyBuyback') : t('stock.buyback')}
              sending={sending}
              error={refusal}
              onConfirm={(password) => void buyBack(password)}
            >
              <p className={styles.sheetText} data-testid="buyback-says">
                {early
                  ? t('stock.earlySays', { amount: formatInr(h.buybackValue) })
                  : t('stock.buybackSays', {
                      amount: formatInr(h.buybackValue),
                      price: formatInr(h.buybackPrice),
                    })}
              </p>
            </PasswordSheet>
          </>
        ) : undefined
      }
    >
      {!application && held && (
        <Switch
          className={styles.flushRow}
          checked={h.autoCompound}
          disabled={switching}
          onChange={(on) => void switchCompound(on)}
          description={t('stock.autoCompoundHint')}
          data-testid="holding-autocompound"
        >
          {t('stock.autoCompound')}
        </Switch>
      )}
    </RecordCard>
  );
}
