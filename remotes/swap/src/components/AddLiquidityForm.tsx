import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@h5/design-system';
import { Field, Fieldset } from '@h5/design-system/Field';
import { QuoteBreakdown } from '@h5/design-system/QuoteBreakdown';
import { failureDescription } from '@h5/platform/helpers';
import type { WalletSummary } from '@h5/api/contract/ledger';
import type { LiquidityAnswer, SwapAsset } from '@h5/api/contract/swap';
import { addLiquidity } from '../api/swap.ts';
import { useConfirmedMove } from '../hooks/useConfirmedMove.ts';
import { useLiquidityQuote } from '../hooks/useLiquidityQuote.ts';
import { ASSET_DECIMALS, SHARE_DECIMALS } from '../utils/assets.ts';
import { formatAsset, formatBalance, formatShares } from '../utils/formatAsset.ts';
import { parseAmount, sanitizeAmountTyping, type AmountCheck } from '../utils/parseAmount.ts';
import { excess } from '../utils/shares.ts';
import { lessTolerance, LIQUIDITY_SLIPPAGE } from '../utils/slippage.ts';
import { ConfirmSheet, preloadConfirmSheet } from './ConfirmSheet.tsx';
import { SecurityRemedyBanner } from './SecurityRemedyBanner.tsx';
import styles from './swap.module.css';

type Props = {
  summary: WalletSummary;
  /** The operator paused the pool: adding waits (removing goes on). */
  paused: boolean;
  onDone: (answer: LiquidityAnswer) => void;
};
type Errors = Partial<Record<SwapAsset, string>>;

/**
 * Adding liquidity: rupees and USDT, the pool's answer of what it would take at its ratio (the rest
 * stays with the member) and the shares it would give, then the payment password. The add sends the
 * quoted shares less the slippage tolerance as `minShares`: when the pool's price moved so that it
 * would give fewer, it refuses (nothing moves), the page shows why and asks for the quote again.
 */
export function AddLiquidityForm({ summary, paused, onDone }: Props) {
  const { t } = useTranslation('swap');
  const [typed, setTyped] = useState<Record<SwapAsset, string>>({ INR: '', USDT: '' });
  const [errors, setErrors] = useState<Errors>({});
  const available: Record<SwapAsset, string> = { INR: summary.balance, USDT: summary.usdt };
  const check = (asset: SwapAsset, limit = false) =>
    parseAmount(typed[asset], ASSET_DECIMALS[asset], limit ? available[asset] : undefined);
  const inr = check('INR');
  const usdt = check('USDT');
  const quote = useLiquidityQuote(inr.ok && usdt.ok ? { inr: inr.amount, usdt: usdt.amount } : null);
  // While the quote is asked again (after a refusal) the last one stays on the screen, greyed.
  const shown = inr.ok && usdt.ok ? (quote.data ?? quote.latest) : null;
  const least = (shares: string) => lessTolerance(shares, SHARE_DECIMALS, LIQUIDITY_SLIPPAGE);
  const move = useConfirmedMove<LiquidityAnswer>(
    (answer) => {
      setTyped({ INR: '', USDT: '' });
      onDone(answer);
    },
    // The pool said no (its price moved, it paused): the quote is asked again underneath.
    () => quote.reload(),
  );

  const message = (asset: SwapAsset, result: AmountCheck) =>
    result.ok
      ? undefined
      : t(`amount.errors.${result.error}`, {
          amount: formatBalance(asset, available[asset]),
          asset,
          decimals: ASSET_DECIMALS[asset],
        });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (paused) return;
    const checks = { INR: check('INR', true), USDT: check('USDT', true) };
    setErrors({ INR: message('INR', checks.INR), USDT: message('USDT', checks.USDT) });
    if (checks.INR.ok && checks.USDT.ok && quote.data && !quote.loading) move.ask();
  };

  // Only the quote of what is typed now is sent: while a new one is on its way the button waits.
  const confirm = (password: string) => {
    const current = quote.data;
    if (!inr.ok || !usdt.ok || !current || quote.loading) return;
    const request = { inr: inr.amount, usdt: usdt.amount, minShares: least(current.shares) };
    void move.confirm(`add:${request.inr}:${request.usdt}:${request.minShares}:${password}`, (key) =>
      addLiquidity({ ...request, paymentPassword: password }, key),
    );
  };

  const field = (asset: SwapAsset) => (
    <>
      <Field
        label={t(asset === 'INR' ? 'mobility.inrAmount' : 'mobility.usdtAmount')}
        name={asset.toLowerCase()}
        inputMode="decimal"
        autoComplete="off"
        value={typed[asset]}
        onChange={(event) => {
          setTyped((current) => ({ ...current, [asset]: sanitizeAmountTyping(event.target.value) }));
          setErrors((current) => ({ ...current, [asset]: undefined }));
          move.clearRefusal();
          preloadConfirmSheet();
        }}
        onBlur={() =>
          typed[asset] !== '' &&
          setErrors((current) => ({ ...current, [asset]: message(asset, check(asset, true)) }))
        }
        error={errors[asset]}
      />
      <p className={styles.hint}>{t('swap.balance', { amount: formatBalance(asset, available[asset]) })}</p>
    </>
  );

  const lines = shown
    ? [
        {
          key: 'inr',
          label: t('mobility.takenInr'),
          value: formatAsset('INR', shown.inr),
          testId: 'add-inr',
        },
        {
          key: 'usdt',
          label: t('mobility.takenUsdt'),
          value: formatAsset('USDT', shown.usdt),
          testId: 'add-usdt',
        },
        {
          key: 'keptInr',
          label: t('mobility.keptInr'),
          value: formatAsset('INR', excess(typed.INR, shown.inr, ASSET_DECIMALS.INR)),
        },
        {
          key: 'keptUsdt',
          label: t('mobility.keptUsdt'),
          value: formatAsset('USDT', excess(typed.USDT, shown.usdt, ASSET_DECIMALS.USDT)),
        },
        {
          key: 'slippage',
          label: t('swap.slippage'),
          value: t('swap.percentValue', { percent: LIQUIDITY_SLIPPAGE }),
        },
        {
          key: 'minShares',
          label: t('mobility.minShares'),
          value: formatShares(least(shown.shares)),
          testId: 'add-min-shares',
        },
        {
          key: 'shares',
          label: t('mobility.sharesReceived'),
          value: formatShares(shown.shares),
          total: true,
          testId: 'add-shares',
        },
      ]
    : [];

  return (
    <>
      {move.remedy.missing && <SecurityRemedyBanner code={move.remedy.missing} />}
      <form className={styles.form} onSubmit={submit} noValidate data-testid="add-liquidity">
        <Fieldset disabled={paused}>
          {field('INR')}
          {field('USDT')}
          <QuoteBreakdown
            title={t('mobility.addQuote')}
            data-testid="add-quote"
            loading={inr.ok && usdt.ok && quote.loading}
            placeholder={t('mobility.addPlaceholder')}
            error={
              inr.ok && usdt.ok && !quote.loading && quote.error
                ? (failureDescription(quote.error) ?? t('mobility.quoteFailed'))
                : undefined
            }
            note={t('mobility.addNote')}
            lines={lines}
          />
          <p className={styles.hint} data-testid="add-tolerance">
            {t('mobility.toleranceNote', { percent: LIQUIDITY_SLIPPAGE })}
          </p>
          {move.refusal && !move.open && (
            <p className={styles.refusal} role="alert">
              {move.refusal}
            </p>
          )}
          <Button type="submit" block>
            {t('mobility.addSubmit')}
          </Button>
        </Fieldset>
      </form>
      <ConfirmSheet
        open={move.open}
        onOpenChange={move.setOpen}
        title={t('mobility.addTitle')}
        confirmText={t('mobility.addSubmit')}
        sending={move.sending || quote.loading}
        error={move.refusal}
        onConfirm={confirm}
      >
        {shown && (
          <dl className={styles.rows} data-testid="add-confirm" data-loading={quote.loading || undefined}>
            <dt>{t('mobility.takenInr')}</dt>
            <dd>{formatAsset('INR', shown.inr)}</dd>
            <dt>{t('mobility.takenUsdt')}</dt>
            <dd>{formatAsset('USDT', shown.usdt)}</dd>
            <dt>{t('mobility.sharesReceived')}</dt>
            <dd>{formatShares(shown.shares)}</dd>
            <dt>{t('mobility.minShares')}</dt>
            <dd>{formatShares(least(shown.shares))}</dd>
          </dl>
        )}
      </ConfirmSheet>
    </>
  );
}
