import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { navigation, useSession } from '@h5/platform';
import {
  ConfirmationKey,
  missingSecurity,
  refusalOf,
  SECURITY_REMEDY_PAGE,
  serverDecided,
} from '@h5/platform/helpers';
import { Button, showAlert, toast } from '@h5/design-system';
import { formatInr } from '@h5/design-system/Amount';
import { Checkbox } from '@h5/design-system/Checkbox';
import { Field, Fieldset } from '@h5/design-system/Field';
import { PasscodeInput } from '@h5/design-system/PasscodeInput';
import { Banner } from '@h5/design-system/Banner';
import { Card } from '@h5/design-system/Card';
import type { FundDetail } from '@h5/api/contract/fund';
import type { WalletSummary } from '@h5/api/contract/ledger';
import { purchaseFund } from '../api/funds.ts';
import { useIncomeEstimate } from '../hooks/useIncomeEstimate.ts';
import {
  sanitizeAmountTyping,
  validatePurchaseAmount,
  type PurchaseAmountCheck,
} from '../utils/validatePurchaseAmount.ts';
import { EstimateCard } from './EstimateCard.tsx';
import { TrialQuotaChoice } from './TrialQuotaChoice.tsx';
import styles from '../pages/page.module.css';

type Errors = { amount?: string; terms?: string; password?: string };

type Props = { fund: FundDetail; summary: WalletSummary };

/**
 * Buying a fund: the amount (at least the fund's minimum, within the balance) or a trial quota, the
 * expected income from the server before confirming, the terms, and the payment password. One
 * idempotency key per confirmed purchase, kept when the answer is lost so a retry buys once.
 */
export function PurchaseForm({ fund, summary }: Props) {
  const { t } = useTranslation('investments');
  const { userInfo } = useSession();
  const [quotaId, setQuotaId] = useState<number | null>(null);
  const [amount, setAmount] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const keys = useRef(new ConfirmationKey());
  const quota = fund.trialQuotas.find((item) => item.id === quotaId) ?? null;
  const check: PurchaseAmountCheck = quota
    ? { ok: true, amount: quota.amount }
    : validatePurchaseAmount(amount, fund.minimum, summary.balance);
  const estimate = useIncomeEstimate(fund.id, check.ok ? check.amount : null);
  const passwordUnset = missingSecurity(userInfo?.security, ['payment_password_unset']) !== null;
  const setPasswordPage = SECURITY_REMEDY_PAGE.payment_password_unset;

  const amountError = (result: PurchaseAmountCheck) =>
    result.ok ? undefined : t(`buy.errors.${result.error}`, { amount: formatInr(result.limit ?? '') });

  const askForPaymentPassword = async () => {
    await showAlert({ message: t('buy.setPasswordFirst'), confirmText: t('buy.setPassword') });
    navigation.navigate(setPasswordPage);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (passwordUnset) return askForPaymentPassword();
    const next: Errors = {
      amount: amountError(check),
      terms: agreed ? undefined : t('buy.errors.terms'),
      password: password.length === 6 ? undefined : t('buy.errors.password'),
    };
    setErrors(next);
    setRefusal(null);
    if (!check.ok || next.terms || next.password) return;
    const request = {
      fundId: fund.id,
      amount: check.amount,
      paymentPassword: password,
      trialQuotaId: quotaId,
    };
    setSending(true);
    try {
      const answer = await keys.current.send(
        `${fund.id}:${quotaId ?? 'balance'}:${check.amount}:${password}`,
        (key) => purchaseFund(request, key),
        serverDecided,
      );
      toast.success(t('buy.bought'));
      navigation.redirect(`pages/order/detail?id=${answer.order.id}`);
    } catch (error) {
      setPassword('');
      if (refusalOf(error)?.code === 'payment_password_unset') return askForPaymentPassword();
      if (serverDecided(error)) setRefusal((error as Error).message);
    } finally {
      setSending(false);
    }
  };

  const closed = fund.status !== 'on_sale';
  return (
    <>
      {passwordUnset && (
        <Banner
          role="status"
          data-testid="payment-password-unset"
          action={
            <Button size="sm" onClick={() => navigation.navigate(setPasswordPage)}>
              {t('buy.setPassword')}
            </Button>
          }
        >
          {t('buy.setPasswordFirst')}
        </Banner>
      )}
      <Card>
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          <Fieldset disabled={closed}>
            {fund.trialQuotas.length > 0 && (
              <TrialQuotaChoice
                quotas={fund.trialQuotas}
                value={quotaId}
                balance={summary.balance}
                onChange={(id) => {
                  setQuotaId(id);
                  setErrors((current) => ({ ...current, amount: undefined }));
                }}
              />
            )}
            <Field
              label={t('buy.amount')}
              name="amount"
              inputMode="decimal"
              autoComplete="off"
              readOnly={quota !== null}
              placeholder={t('buy.amountPlaceholder', { minimum: formatInr(fund.minimum) })}
              value={quota ? quota.amount : amount}
              onChange={(event) => {
                setAmount(sanitizeAmountTyping(event.target.value));
                setErrors((current) => ({ ...current, amount: undefined }));
                setRefusal(null);
              }}
              onBlur={() => {
                if (amount !== '' && !quota)
                  setErrors((current) => ({ ...current, amount: amountError(check) }));
              }}
              error={errors.amount}
            />
            <p className={styles.fieldNote} data-testid="buy-available">
              {quota
                ? t('buy.trialFixed')
                : `${t('buy.available')} ${formatInr(summary.balance)} · ${t('fund.minimum')} ${formatInr(fund.minimum)}`}
            </p>
            <EstimateCard
              estimate={estimate.data ?? null}
              waiting={estimate.waiting}
              failed={Boolean(estimate.error)}
              fund={fund}
            />
            <div className={styles.terms}>
              <Checkbox
                checked={agreed}
                onChange={(checked) => {
                  setAgreed(checked);
                  setErrors((current) => ({ ...current, terms: undefined }));
                }}
                error={errors.terms}
              >
                {t('buy.agree')}
              </Checkbox>
              <button
                type="button"
                className={styles.inlineLink}
                onClick={() => navigation.navigate('pages/product/rules')}
              >
                {t('buy.readRules')}
              </button>
            </div>
            <PasscodeInput
              label={t('buy.paymentPassword')}
              value={password}
              onChange={(value) => {
                setPassword(value);
                setErrors((current) => ({ ...current, password: undefined }));
              }}
              error={errors.password}
            />
            {refusal && (
              <p className={styles.refusal} role="alert" data-testid="purchase-refusal">
                {refusal}
              </p>
            )}
            <Button type="submit" block loading={sending}>
              {closed ? t('buy.notOnSale') : t('buy.confirm')}
            </Button>
          </Fieldset>
        </form>
      </Card>
    </>
  );
}
