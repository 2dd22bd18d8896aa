import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@h5/design-system';
import { Field, Fieldset } from '@h5/design-system/Field';
import { QuoteBreakdown } from '@h5/design-system/QuoteBreakdown';
import { ChoiceChips } from '@h5/design-system/ChoiceChips';
import type { LiquidityAnswer, LiquidityPosition } from '@h5/api/contract/swap';
import { removeLiquidity } from '../api/swap.ts';
import { useConfirmedMove } from '../hooks/useConfirmedMove.ts';
import { ASSET_DECIMALS, SHARE_DECIMALS } from '../utils/assets.ts';
import { formatAsset, formatShares } from '../utils/formatAsset.ts';
import { parseAmount, sanitizeAmountTyping } from '../utils/parseAmount.ts';
import { lessTolerance, LIQUIDITY_SLIPPAGE } from '../utils/slippage.ts';
import {
  estimateRemoval,
  isPositive,
  REMOVE_PERCENTS,
  sharesForPercent,
  type RemovePercent,
} from '../utils/shares.ts';
import { ConfirmSheet, preloadConfirmSheet } from './ConfirmSheet.tsx';
import { SecurityRemedyBanner } from './SecurityRemedyBanner.tsx';
import styles from './swap.module.css';

type Props = {
  position: LiquidityPosition;
  /** The position is being read again: what it shows may be stale, so confirming waits. */
  refreshing?: boolean;
  onDone: (answer: LiquidityAnswer) => void;
  /** The pool refused the removal (its price moved): the position is read again. */
  onRefused?: () => void;
};
type Part = RemovePercent | 'shares';

/**
 * Removing liquidity: a quarter, half, three quarters or all of the shares, or a number of them;
 * what they would pay out now (estimated from the position; the pool pays at its reserves when
 * confirmed), then the payment password. The removal sends the estimate less the slippage tolerance
 * as `minInr` and `minUsdt`: when the pool's price moved so that it would pay less, it refuses
 * (nothing moves), the page shows why and reads the position again.
 */
export function RemoveLiquidityForm({ position, refreshing = false, onDone, onRefused }: Props) {
  const { t } = useTranslation('swap');
  const [part, setPart] = useState<Part>('100');
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string>();
  const move = useConfirmedMove<LiquidityAnswer>((answer) => {
    setTyped('');
    onDone(answer);
  }, onRefused);
  // The removal is chosen already (all of it): the sheet may be asked for at once.
  useEffect(preloadConfirmSheet, []);
  const held = isPositive(position.shares, SHARE_DECIMALS);
  const byShares = part === 'shares';
  const typedShares = parseAmount(typed, SHARE_DECIMALS, position.shares);
  const shares = byShares
    ? typedShares.ok
      ? typedShares.amount
      : null
    : sharesForPercent(position.shares, part);
  const estimate =
    shares !== null && isPositive(shares, SHARE_DECIMALS) ? estimateRemoval(position, shares) : null;
  const least = estimate && {
    inr: lessTolerance(estimate.inr, ASSET_DECIMALS.INR, LIQUIDITY_SLIPPAGE),
    usdt: lessTolerance(estimate.usdt, ASSET_DECIMALS.USDT, LIQUIDITY_SLIPPAGE),
  };

  const sharesError = () => {
    if (!byShares || typedShares.ok) return undefined;
    return typedShares.error === 'exceedsAvailable'
      ? t('mobility.sharesTooMany', { shares: formatShares(position.shares) })
      : t('mobility.sharesInvalid');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = sharesError();
    setError(problem);
    if (!problem && estimate) move.ask();
  };

  // Only the estimate of the position as it is now is sent: while it is read again the button waits.
  const confirm = (password: string) => {
    if (shares === null || !least || refreshing) return;
    const request = { shares, minInr: least.inr, minUsdt: least.usdt };
    void move.confirm(`remove:${shares}:${request.minInr}:${request.minUsdt}:${password}`, (key) =>
      removeLiquidity({ ...request, paymentPassword: password }, key),
    );
  };

  if (!held)
    return (
      <p className={styles.empty} data-testid="remove-nothing">
        {t('mobility.nothingToRemove')}
      </p>
    );

  const lines = estimate
    ? [
        {
          key: 'shares',
          label: t('mobility.shares'),
          value: shares === null ? '' : formatShares(shares),
          testId: 'remove-shares',
        },
        {
          key: 'inr',
          label: t('mobility.receiveInr'),
          value: formatAsset('INR', estimate.inr),
          testId: 'remove-inr',
        },
        {
          key: 'usdt',
          label: t('mobility.receiveUsdt'),
          value: formatAsset('USDT', estimate.usdt),
          testId: 'remove-usdt',
        },
        {
          key: 'slippage',
          label: t('swap.slippage'),
          value: t('swap.percentValue', { percent: LIQUIDITY_SLIPPAGE }),
        },
        ...(least
          ? [
              {
                key: 'minInr',
                label: t('mobility.minInr'),
                value: formatAsset('INR', least.inr),
                testId: 'remove-min-inr',
              },
              {
                key: 'minUsdt',
                label: t('mobility.minUsdt'),
                value: formatAsset('USDT', least.usdt),
                testId: 'remove-min-usdt',
              },
            ]
          : []),
      ]
    : [];

  return (
    <>
      {move.remedy.missing && <SecurityRemedyBanner code={move.remedy.missing} />}
      <form className={styles.form} onSubmit={submit} noValidate data-testid="remove-liquidity">
        <Fieldset>
          <ChoiceChips
            label={t('mobility.removeBy')}
            value={part}
            onChange={(value) => {
              setPart(value as Part);
              setError(undefined);
              move.clearRefusal();
            }}
            options={[
              ...REMOVE_PERCENTS.map((percent) => ({
                value: percent,
                label: t('mobility.percent', { percent }),
              })),
              { value: 'shares', label: t('mobility.byShares') },
            ]}
          />
          {byShares && (
            <Field
              label={t('mobility.sharesAmount')}
              name="shares"
              inputMode="decimal"
              autoComplete="off"
              value={typed}
              onChange={(event) => {
                setTyped(sanitizeAmountTyping(event.target.value));
                setError(undefined);
                move.clearRefusal();
              }}
              onBlur={() => typed !== '' && setError(sharesError())}
              error={error}
            />
          )}
          <QuoteBreakdown
            title={t('mobility.removeQuote')}
            data-testid="remove-quote"
            placeholder={t('mobility.removePlaceholder')}
            loading={refreshing}
            note={t('mobility.removeNote')}
            lines={lines}
          />
          <p className={styles.hint} data-testid="remove-tolerance">
            {t('mobility.toleranceNote', { percent: LIQUIDITY_SLIPPAGE })}
          </p>
          {move.refusal && !move.open && (
            <p className={styles.refusal} role="alert">
              {move.refusal}
            </p>
          )}
          <Button type="submit" block>
            {t('mobility.removeSubmit')}
          </Button>
        </Fieldset>
      </form>
      <ConfirmSheet
        open={move.open}
        onOpenChange={move.setOpen}
        title={t('mobility.removeTitle')}
        confirmText={t('mobility.removeSubmit')}
        sending={move.sending || refreshing}
        error={move.refusal}
        onConfirm={confirm}
      >
        {estimate && least && (
          <dl className={styles.rows} data-testid="remove-confirm" data-loading={refreshing || undefined}>
            <dt>{t('mobility.shares')}</dt>
            <dd>{shares === null ? '' : formatShares(shares)}</dd>
            <dt>{t('mobility.receiveInr')}</dt>
            <dd>{formatAsset('INR', estimate.inr)}</dd>
            <dt>{t('mobility.receiveUsdt')}</dt>
            <dd>{formatAsset('USDT', estimate.usdt)}</dd>
            <dt>{t('mobility.minInr')}</dt>
            <dd>{formatAsset('INR', least.inr)}</dd>
            <dt>{t('mobility.minUsdt')}</dt>
            <dd>{formatAsset('USDT', least.usdt)}</dd>
          </dl>
        )}
      </ConfirmSheet>
    </>
  );
}
