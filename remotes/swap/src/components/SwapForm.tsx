import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@h5/design-system';
import { Banner } from '@h5/design-system/Banner';
import { Card } from '@h5/design-system/Card';
import { Field, Fieldset } from '@h5/design-system/Field';
import { SwapIcon } from '@h5/design-system/Icons';
import { failureDescription, toMinorUnits } from '@h5/platform/helpers';
import type { SwapAnswer, SwapAsset, SwapPool } from '@h5/api/contract/swap';
import type { WalletSummary } from '@h5/api/contract/ledger';
import { sendSwap } from '../api/swap.ts';
import { useConfirmedMove } from '../hooks/useConfirmedMove.ts';
import { useSwapQuote } from '../hooks/useSwapQuote.ts';
import { ASSET_DECIMALS, otherAsset } from '../utils/assets.ts';
import { formatAsset, formatBalance } from '../utils/formatAsset.ts';
import { parseAmount, sanitizeAmountTyping } from '../utils/parseAmount.ts';
import { DEFAULT_SLIPPAGE, parseCustomSlippage } from '../utils/slippage.ts';
import { ConfirmSheet, preloadConfirmSheet } from './ConfirmSheet.tsx';
import { SecurityRemedyBanner } from './SecurityRemedyBanner.tsx';
import { SlippagePicker, type Slippage } from './SlippagePicker.tsx';
import { SwapQuoteLines } from './SwapQuoteLines.tsx';
import styles from './swap.module.css';

type Props = {
  pool: SwapPool;
  summary: WalletSummary;
  /** The member is confirming: what the page shows after a swap may be fetched. */
  onConfirming?: () => void;
  onSwapped: (answer: SwapAnswer) => void;
};

/** How often a quote on the screen is asked again. */
const QUOTE_REFRESH_MS = 15_000;

const balanceOf = (summary: WalletSummary, asset: SwapAsset) =>
  asset === 'INR' ? summary.balance : summary.usdt;

/**
 * A swap: what to pay and in which asset (the arrow turns it around), the pool's quote as the member
 * types (price, fee, price impact, minimum received under the chosen tolerance), then the payment
 * password in a sheet. The swap sends the quote's minimum: the pool refuses, and nothing moves,
 * when it would give less.
 */
export function SwapForm({ pool, summary, onConfirming, onSwapped }: Props) {
  const { t } = useTranslation('swap');
  const [from, setFrom] = useState<SwapAsset>('INR');
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string>();
  const [slippage, setSlippage] = useState<Slippage>({ choice: DEFAULT_SLIPPAGE, custom: '' });
  const [round, setRound] = useState(0);
  const move = useConfirmedMove<SwapAnswer>(
    (answer) => {
      setAmount('');
      onSwapped(answer);
    },
    // The pool said no (the price moved, the pool paused): the quote is asked again underneath.
    () => setRound((n) => n + 1),
  );

  const to = otherAsset(from);
  const decimals = ASSET_DECIMALS[from];
  const balance = balanceOf(summary, from);
  const typed = parseAmount(amount, decimals);
  const custom = parseCustomSlippage(slippage.custom);
  const tolerance = slippage.choice !== 'custom' ? slippage.choice : custom.ok ? custom.percent : null;
  const quote = useSwapQuote(from, typed.ok ? typed.amount : null, tolerance, round);
  const shown = typed.ok && quote.shown?.from === from ? quote.shown : null;

  // The pool moves with everyone's swaps: a quote on the screen is asked again now and then, but not
  // while the member is confirming it.
  const quoting = typed.ok && tolerance !== null && !move.open;
  useEffect(() => {
    if (!quoting) return;
    const timer = setInterval(() => setRound((n) => n + 1), QUOTE_REFRESH_MS);
    return () => clearInterval(timer);
  }, [quoting]);
  const ready = !quote.loading && quote.data !== null && !quote.error;

  const amountMessage = (check: ReturnType<typeof parseAmount>) =>
    check.ok
      ? undefined
      : t(`amount.errors.${check.error}`, {
          amount: formatBalance(from, balance),
          asset: from,
          decimals,
        });

  const turnAround = () => {
    setFrom(to);
    setAmount('');
    setAmountError(undefined);
    move.clearRefusal();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pool.paused) return;
    const check = parseAmount(amount, decimals, balance);
    setAmountError(amountMessage(check));
    if (!check.ok || tolerance === null || !ready) return;
    onConfirming?.();
    move.ask();
  };

  // Only the quote of what is typed now is sent: while a new one is on its way (after a refusal) the
  // sheet's figures are greyed and the button waits for it.
  const confirm = (password: string) => {
    const current = quote.data;
    if (!current) return;
    const request = { from: current.from, amount: current.amountIn, minOut: current.minReceived };
    void move.confirm(`${request.from}:${request.amount}:${request.minOut}:${password}`, (key) =>
      sendSwap({ ...request, paymentPassword: password }, key),
    );
  };

  const overBalance =
    typed.ok && typed.units > (toMinorUnits(balance, decimals) ?? 0n)
      ? amountMessage({ ok: false, error: 'exceedsAvailable' })
      : undefined;

  return (
    <>
      {move.remedy.missing && <SecurityRemedyBanner code={move.remedy.missing} />}
      <Card as="section" aria-label={t('swap.submit', { from, to })} data-testid="swap-form">
        <form className={styles.form} onSubmit={submit} noValidate>
          <Fieldset disabled={pool.paused}>
            <Field
              label={t('swap.amount', { asset: from })}
              name="amount"
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              onChange={(event) => {
                setAmount(sanitizeAmountTyping(event.target.value));
                setAmountError(undefined);
                move.clearRefusal();
                preloadConfirmSheet();
              }}
              onBlur={() => amount !== '' && setAmountError(amountMessage(parseAmount(amount, decimals)))}
              error={amountError ?? overBalance}
              suffix={
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t('swap.maxLabel', { asset: from })}
                  onClick={() => {
                    setAmount(balance);
                    setAmountError(undefined);
                  }}
                >
                  {t('swap.max')}
                </Button>
              }
            />
            <p className={styles.hint} data-testid="swap-from-balance">
              {t('swap.balance', { amount: formatBalance(from, balance) })}
            </p>
            <div className={styles.turn}>
              <button
                type="button"
                className={styles.turnButton}
                onClick={turnAround}
                aria-label={t('swap.toggle', { from, to })}
                data-testid="swap-toggle"
              >
                <SwapIcon width={22} height={22} aria-hidden="true" />
              </button>
            </div>
            <div className={styles.receive}>
              <span className={styles.receiveLabel} id="swap-receive-label">
                {t('swap.to')}
              </span>
              <output
                className={styles.receiveFigure}
                aria-labelledby="swap-receive-label"
                data-testid="swap-receive"
                data-loading={(quote.loading && shown !== null) || undefined}
              >
                {shown ? formatAsset(to, shown.amountOut) : '—'}
              </output>
              <span className={styles.hint}>
                {t('swap.balance', { amount: formatBalance(to, balanceOf(summary, to)) })}
              </span>
            </div>
            <SlippagePicker
              value={slippage}
              onChange={setSlippage}
              error={
                slippage.choice === 'custom' && slippage.custom !== '' && !custom.ok
                  ? t('swap.customError')
                  : undefined
              }
            />
            <SwapQuoteLines
              quote={shown}
              loading={typed.ok && tolerance !== null && quote.loading}
              error={typed.ok && !quote.loading ? failureDescription(quote.error) : undefined}
              failed={typed.ok && !quote.loading && quote.error !== null}
              feePercent={pool.feePercent}
            />
            {shown?.highImpact && (
              <Banner
                tone="warning"
                role="status"
                className={styles.flushBanner}
                data-testid="swap-high-impact"
              >
                {t('swap.highImpact', { percent: shown.priceImpactPercent })}
              </Banner>
            )}
            {move.refusal && !move.open && (
              <p className={styles.refusal} role="alert" data-testid="swap-refusal">
                {move.refusal}
              </p>
            )}
            <Button type="submit" block>
              {t('swap.submit', { from, to })}
            </Button>
          </Fieldset>
        </form>
      </Card>
      <ConfirmSheet
        open={move.open}
        onOpenChange={move.setOpen}
        title={t('swap.confirmTitle')}
        confirmText={t('swap.confirm')}
        sending={move.sending || quote.loading}
        error={move.refusal}
        onConfirm={confirm}
      >
        {shown && (
          <dl className={styles.rows} data-testid="swap-confirm" data-loading={quote.loading || undefined}>
            <dt>{t('swap.pay')}</dt>
            <dd>{formatAsset(shown.from, shown.amountIn)}</dd>
            <dt>{t('swap.receive')}</dt>
            <dd>{formatAsset(shown.to, shown.amountOut)}</dd>
            <dt>{t('swap.atLeast')}</dt>
            <dd>{formatAsset(shown.to, shown.minReceived)}</dd>
            <dt>{t('swap.price')}</dt>
            <dd>{t('swap.priceValue', { inr: formatAsset('INR', shown.price) })}</dd>
          </dl>
        )}
      </ConfirmSheet>
    </>
  );
}
