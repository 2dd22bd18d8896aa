import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { navigation, useSession, type PageProps } from '@h5/platform';
import { useSecurityRemedy } from '@h5/platform/security';
import { Button, NavBar, toast } from '@h5/design-system';
import { Amount, formatInr, formatUsdt } from '@h5/design-system/Amount';
import { Field } from '@h5/design-system/Field';
import { PasscodeInput } from '@h5/design-system/PasscodeInput';
import { Tabs } from '@h5/design-system/Tabs';
import { Card } from '@h5/design-system/Card';
import { Note } from '@h5/design-system/Note';
import { Page } from '@h5/design-system/Page';
import { confirmConversion, requestQuote } from '../../api/conversions.ts';
import type { Asset, ConversionQuote } from '../../api/walletTypes.ts';
import { LoginPromptCard } from '../../components/LoginPromptCard.tsx';
import { SecurityRemedyBanner } from '../../components/SecurityRemedyBanner.tsx';
import { useConversionView, type ConversionView } from '../../hooks/useConversionView.ts';
import { useNow } from '../../hooks/useNow.ts';
import { quoteCountdown } from '../../utils/quoteCountdown.ts';
import { sanitizeAmountTyping, validateAmountInput } from '../../utils/validateAmountInput.ts';
import styles from '../wallet.module.css';
import { ConfirmationKey, serverDecided } from '@h5/platform/helpers';
import { Pending } from '@h5/platform/pending';

const SCALE: Record<Asset, number> = { INR: 2, USDT: 6 };
const money = (asset: Asset, value: string) =>
  asset === 'INR' ? formatInr(value) : `${formatUsdt(value)} USDT`;

/**
 * Conversion (`pages/property/conversion`): INR ↔ USDT at the published rate; a quote shows the rate,
 * what arrives and the fee for 30 s, and is confirmed with the payment password.
 */
export function ConversionPage(_props: PageProps) {
  const { t } = useTranslation('property');
  const { token } = useSession();
  const view = useConversionView();
  const data = view.data ?? view.latest;
  return (
    <Page>
      <NavBar
        title={t('conversion.title')}
        onBack={() => navigation.back()}
        right={
          token ? (
            <button
              type="button"
              className={styles.navLink}
              onClick={() => navigation.navigate('pages/property/conversionlist')}
            >
              {t('conversion.records')}
            </button>
          ) : undefined
        }
      />
      <main>
        {!token ? (
          <LoginPromptCard />
        ) : data ? (
          <ConversionForm view={data} onConverted={view.reload} />
        ) : (
          <Pending load={view} title rows={4} />
        )}
      </main>
    </Page>
  );
}

function ConversionForm({ view, onConverted }: { view: ConversionView; onConverted: () => void }) {
  const { t } = useTranslation('property');
  const { rate, summary } = view;
  const [from, setFrom] = useState<Asset>('INR');
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string>();
  const [quote, setQuote] = useState<ConversionQuote | null>(null);
  const [quoting, setQuoting] = useState(false);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string>();
  const [sending, setSending] = useState(false);
  const keys = useRef(new ConfirmationKey());
  const remedy = useSecurityRemedy(['payment_password_unset'], 'property');
  const now = useNow(quote !== null);
  const countdown = quote ? quoteCountdown(quote.expiresAt, now) : null;
  const available = from === 'INR' ? summary.balance : summary.usdt;
  const to: Asset = from === 'INR' ? 'USDT' : 'INR';

  const askQuote = async () => {
    const check = validateAmountInput(amount, available, SCALE[from]);
    if (!check.ok) {
      setAmountError(
        t(`conversion.errors.${check.error}`, {
          amount: money(from, available),
          asset: from,
          decimals: SCALE[from],
        }),
      );
      return;
    }
    setQuoting(true);
    try {
      setQuote(await requestQuote(from, check.amount));
    } catch {
      return;
    } finally {
      setQuoting(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!quote) {
      await askQuote();
      return;
    }
    if (sending || countdown?.expired) return;
    if (remedy.missing) return remedy.ask(remedy.missing);
    if (password.length !== 6) {
      setPasswordError(t('withdrawal.errors.password'));
      return;
    }
    setSending(true);
    try {
      await keys.current.send(
        String(quote.quoteId),
        (key) => confirmConversion(quote.quoteId, password, key),
        serverDecided,
      );
    } catch (error) {
      setPassword('');
      remedy.handleRefusal(error);
      return;
    } finally {
      setSending(false);
    }
    setQuote(null);
    setAmount('');
    setPassword('');
    toast.success(t('conversion.done'));
    onConverted();
  };

  const changeFrom = (key: string) => {
    setFrom(key === 'USDT' ? 'USDT' : 'INR');
    setAmount('');
    setAmountError(undefined);
    setQuote(null);
  };

  return (
    <>
      {remedy.missing && <SecurityRemedyBanner code={remedy.missing} />}
      <Card as="section" aria-label={t('conversion.rateTitle')}>
        <dl className={styles.rows} data-testid="conversion-rate">
          <dt>{t('conversion.sell')}</dt>
          <dd>{t('conversion.rateValue', { inr: formatInr(rate.usdtToInr) })}</dd>
          <dt>{t('conversion.buy')}</dt>
          <dd>{money('USDT', rate.inrToUsdt)}</dd>
          <dt>{t('conversion.spread')}</dt>
          <dd>{t('under.rateValue', { rate: rate.spreadPercent })}</dd>
        </dl>
      </Card>
      <Card>
        <Tabs
          items={[
            { key: 'INR', label: t('conversion.inrToUsdt') },
            { key: 'USDT', label: t('conversion.usdtToInr') },
          ]}
          activeKey={from}
          onChange={changeFrom}
        />
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          <Field
            label={t(from === 'INR' ? 'conversion.amountInr' : 'conversion.amountUsdt')}
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(event) => {
              setAmount(sanitizeAmountTyping(event.target.value));
              setAmountError(undefined);
              setQuote(null);
            }}
            error={amountError}
          />
          <p className={styles.available} data-testid="conversion-available">
            {t('conversion.availableLabel')} <Amount value={available} currency={from} balance />
          </p>
          {quote && countdown && (
            <section className={styles.quote} data-testid="conversion-quote" aria-live="polite">
              <dl className={styles.rows}>
                <dt>{t('conversion.quoteRate')}</dt>
                <dd>{t('conversion.rateValue', { inr: formatInr(quote.rate) })}</dd>
                <dt>{t('conversion.pay')}</dt>
                <dd>{money(quote.from, quote.amount)}</dd>
                <dt>{t('conversion.fee')}</dt>
                <dd>{money(quote.to, quote.fee)}</dd>
                <dt>{t('conversion.receive')}</dt>
                <dd data-testid="conversion-receive">{money(quote.to, quote.receive)}</dd>
              </dl>
              {countdown.expired ? (
                <div className={styles.quoteFooter}>
                  <span>{t('conversion.expired')}</span>
                  <Button variant="secondary" loading={quoting} onClick={() => void askQuote()}>
                    {t('conversion.refresh')}
                  </Button>
                </div>
              ) : (
                <p className={styles.meta} data-testid="conversion-countdown">
                  {t('conversion.validFor', { seconds: countdown.secondsLeft })}
                </p>
              )}
            </section>
          )}
          {quote && !countdown?.expired && (
            <PasscodeInput
              label={t('withdrawal.paymentPassword')}
              value={password}
              onChange={(value) => {
                setPassword(value);
                setPasswordError(undefined);
              }}
              error={passwordError}
            />
          )}
          <Button type="submit" block loading={quote ? sending : quoting} disabled={!!countdown?.expired}>
            {t(quote ? 'conversion.confirm' : 'conversion.getQuote', { to })}
          </Button>
        </form>
      </Card>
      <Note>{t('conversion.note')}</Note>
    </>
  );
}
