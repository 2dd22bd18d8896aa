import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, toast } from '@h5/design-system';
import { Amount, formatInr } from '@h5/design-system/Amount';
import { Card } from '@h5/design-system/Card';
import { Checkbox } from '@h5/design-system/Checkbox';
import { Field, Fieldset } from '@h5/design-system/Field';
import { PasscodeInput } from '@h5/design-system/PasscodeInput';
import { QuoteBreakdown } from '@h5/design-system/QuoteBreakdown';
import { ConfirmationKey, serverDecided } from '@h5/platform/helpers';
import type { EquityOfferingDetail, EquitySubscribeAnswer } from '@h5/api/contract/equity';
import type { WalletSummary } from '../api/walletTypes.ts';
import { subscribeEquity } from '../api/equity.ts';
import { useQuote } from '../hooks/useEquity.ts';
import { sanitizeAmountTyping } from '../utils/validateAmountInput.ts';
import { indiaDay } from '../utils/productStates.ts';
import { validateRangeAmount, type RangeAmountCheck } from '../utils/validateRangeAmount.ts';
import { SecurityRemedyBanner } from './SecurityRemedyBanner.tsx';
import styles from '../pages/property/products.module.css';
import { useSecurityRemedy } from '@h5/platform/security';

type Errors = { amount?: string; terms?: string; password?: string };
type Props = {
  offering: EquityOfferingDetail;
  summary: WalletSummary;
  onDone: (answer: EquitySubscribeAnswer) => void;
};

/**
 * Subscribing to an offering: the amount (₹100–₹10,000, within the balance), the server's quote
 * (fee, total leaving the balance, shares, expiry) before confirming, the terms and the payment
 * password. One idempotency key per confirmation, kept when the answer is lost.
 */
export function SubscribeForm({ offering, summary, onDone }: Props) {
  const { t } = useTranslation('property');
  const [amount, setAmount] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const keys = useRef(new ConfirmationKey());
  const remedy = useSecurityRemedy(['payment_password_unset'], 'property');
  const check = validateRangeAmount(amount, { ...offering, available: summary.balance });
  const quote = useQuote(offering.id, check.ok ? check.amount : null);
  const shown = quote.data ?? (check.ok ? quote.latest : null);
  const closed = offering.status !== 'subscribing' || offering.sharePrice === null;

  const amountError = (result: RangeAmountCheck) =>
    result.ok
      ? undefined
      : t(`amount.errors.${result.error}`, { amount: formatInr(result.limit), asset: '₹', decimals: 2 });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (remedy.missing) return remedy.ask(remedy.missing);
    const next: Errors = {
      amount: amountError(check),
      terms: agreed ? undefined : t('equity.errors.terms'),
      password: password.length === 6 ? undefined : t('equity.errors.password'),
    };
    setErrors(next);
    setRefusal(null);
    if (!check.ok || next.terms || next.password) return;
    setSending(true);
    try {
      const answer = await keys.current.send(
        `${offering.id}:${check.amount}:${password}`,
        (key) =>
          subscribeEquity({ offeringId: offering.id, amount: check.amount, paymentPassword: password }, key),
        serverDecided,
      );
      toast.success(t('equity.subscribed'));
      onDone(answer);
    } catch (error) {
      setPassword('');
      if (remedy.handleRefusal(error)) return;
      setRefusal(serverDecided(error) ? (error as Error).message : t('equity.errors.lost'));
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      {remedy.missing && <SecurityRemedyBanner code={remedy.missing} />}
      <Card as="section" title={t('equity.subscribe')} titleId="equity-subscribe">
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          <Fieldset disabled={closed}>
            <Field
              label={t('equity.amount')}
              name="amount"
              inputMode="decimal"
              autoComplete="off"
              placeholder={t('equity.amountPlaceholder', {
                minimum: formatInr(offering.minimum),
                maximum: formatInr(offering.maximum),
              })}
              value={amount}
              onChange={(event) => {
                setAmount(sanitizeAmountTyping(event.target.value));
                setErrors((current) => ({ ...current, amount: undefined }));
                setRefusal(null);
              }}
              onBlur={() =>
                amount !== '' && setErrors((current) => ({ ...current, amount: amountError(check) }))
              }
              error={errors.amount}
            />
            <p className={styles.fieldNote} data-testid="equity-limits">
              {t('equity.limitNote', {
                minimum: formatInr(offering.minimum),
                maximum: formatInr(offering.maximum),
                balance: formatInr(summary.balance),
              })}
            </p>
            <QuoteBreakdown
              title={t('equity.quote')}
              data-testid="equity-quote"
              loading={quote.loading && check.ok}
              placeholder={t('equity.quotePlaceholder')}
              error={quote.error && check.ok ? t('equity.quoteFailed') : undefined}
              note={shown ? t('equity.quoteNote', { price: formatInr(shown.sharePrice) }) : undefined}
              lines={
                shown
                  ? [
                      { key: 'amount', label: t('equity.amount'), value: <Amount value={shown.amount} /> },
                      {
                        key: 'fee',
                        label: t('equity.feeLine', { rate: offering.feeRatePercent }),
                        value: <Amount value={shown.fee} />,
                        testId: 'quote-fee',
                      },
                      {
                        key: 'shares',
                        label: t('equity.shares'),
                        value: shown.shares,
                        testId: 'quote-shares',
                      },
                      {
                        key: 'expires',
                        label: t('equity.expiresOn'),
                        value: indiaDay(shown.expiresAt),
                        testId: 'quote-expires',
                      },
                      {
                        key: 'total',
                        label: t('equity.total'),
                        value: <Amount value={shown.total} />,
                        total: true,
                        testId: 'quote-total',
                      },
                    ]
                  : []
              }
            />
            <p className={styles.terms}>{t('equity.termsText', { days: offering.lockDays })}</p>
            <Checkbox
              checked={agreed}
              onChange={(checked) => {
                setAgreed(checked);
                setErrors((current) => ({ ...current, terms: undefined }));
              }}
              error={errors.terms}
            >
              {t('equity.agree')}
            </Checkbox>
            <PasscodeInput
              label={t('equity.paymentPassword')}
              value={password}
              onChange={(value) => {
                setPassword(value);
                setErrors((current) => ({ ...current, password: undefined }));
              }}
              error={errors.password}
            />
            {refusal && (
              <p className={styles.refusal} role="alert" data-testid="equity-refusal">
                {refusal}
              </p>
            )}
            <Button type="submit" block loading={sending}>
              {closed ? t('equity.notOpen') : t('equity.confirm')}
            </Button>
          </Fieldset>
        </form>
      </Card>
    </>
  );
}
