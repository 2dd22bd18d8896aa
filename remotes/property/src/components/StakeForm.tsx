import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { navigation } from '@h5/platform';
import { useSecurityRemedy } from '@h5/platform/security';
import { Button, toast } from '@h5/design-system';
import { Amount, formatInr, formatUsdt } from '@h5/design-system/Amount';
import { Card } from '@h5/design-system/Card';
import { Checkbox } from '@h5/design-system/Checkbox';
import { Field, Fieldset } from '@h5/design-system/Field';
import { PasscodeInput } from '@h5/design-system/PasscodeInput';
import { QuoteBreakdown } from '@h5/design-system/QuoteBreakdown';
import { Switch } from '@h5/design-system/Switch';
import { ConfirmationKey, serverDecided } from '@h5/platform/helpers';
import type { StakingPlan } from '@h5/api/contract/staking';
import type { WalletSummary } from '../api/walletTypes.ts';
import { stake } from '../api/staking.ts';
import { useStakeEstimate } from '../hooks/useStaking.ts';
import { assetScale, indiaDay } from '../utils/productStates.ts';
import { sanitizeAmountTyping } from '../utils/validateAmountInput.ts';
import { validateRangeAmount, type RangeAmountCheck } from '../utils/validateRangeAmount.ts';
import { SecurityRemedyBanner } from './SecurityRemedyBanner.tsx';
import styles from '../pages/property/products.module.css';

type Errors = { amount?: string; terms?: string; password?: string };

/**
 * Staking in a plan: the amount in the plan's asset (rupees from the balance, USDT with 6 decimals
 * from the USDT account), the server's estimate, auto-compounding, the terms and the payment password.
 */
export function StakeForm({ plan, summary }: { plan: StakingPlan; summary: WalletSummary }) {
  const { t } = useTranslation('property');
  const [amount, setAmount] = useState('');
  const [compound, setCompound] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const keys = useRef(new ConfirmationKey());
  const remedy = useSecurityRemedy(['payment_password_unset'], 'property');
  const scale = assetScale(plan.asset);
  const available = plan.asset === 'USDT' ? summary.usdt : summary.balance;
  const format = (value: string) => (plan.asset === 'USDT' ? formatUsdt(value) : formatInr(value));
  const check = validateRangeAmount(amount, { ...plan, available }, scale);
  const estimate = useStakeEstimate(plan.id, check.ok ? check.amount : null);
  const shown = estimate.data ?? (check.ok ? estimate.latest : null);
  const closed = plan.status !== 'open';

  const amountError = (result: RangeAmountCheck) =>
    result.ok
      ? undefined
      : t(`amount.errors.${result.error}`, {
          amount: format(result.limit),
          asset: plan.asset,
          decimals: scale,
        });

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
      await keys.current.send(
        `${plan.id}:${check.amount}:${compound}:${password}`,
        (key) =>
          stake(
            { planId: plan.id, amount: check.amount, paymentPassword: password, autoCompound: compound },
            key,
          ),
        serverDecided,
      );
      toast.success(t('staking.staked'));
      navigation.redirect('pages/property/pledge');
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
      <Card as="section" title={t('staking.stake')} titleId="staking-stake">
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          <Fieldset disabled={closed}>
            <Field
              label={t('staking.amount', { asset: plan.asset })}
              name="amount"
              inputMode="decimal"
              autoComplete="off"
              placeholder={t('equity.amountPlaceholder', {
                minimum: format(plan.minimum),
                maximum: format(plan.maximum),
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
            <p className={styles.fieldNote} data-testid="staking-limits">
              {t('staking.limitNote', {
                minimum: format(plan.minimum),
                maximum: format(plan.maximum),
                available: format(available),
              })}
            </p>
            <QuoteBreakdown
              title={t('staking.estimate')}
              data-testid="staking-estimate"
              loading={estimate.loading && check.ok}
              placeholder={t('staking.estimatePlaceholder')}
              error={estimate.error && check.ok ? t('equity.quoteFailed') : undefined}
              note={t('staking.estimateNote', { rate: plan.annualRatePercent })}
              lines={
                shown && check.ok
                  ? [
                      {
                        key: 'principal',
                        label: t('staking.principal'),
                        value: <Amount value={check.amount} currency={plan.asset} />,
                      },
                      {
                        key: 'daily',
                        label: t('staking.dailyIncome'),
                        value: <Amount value={shown.dailyIncome} currency={plan.asset} />,
                        testId: 'estimate-daily',
                      },
                      {
                        key: 'end',
                        label: t('staking.endsOn'),
                        value: indiaDay(shown.endAt),
                        testId: 'estimate-end',
                      },
                      {
                        key: 'term',
                        label: t('staking.termIncome', { count: plan.termDays }),
                        value: <Amount value={shown.termIncome} currency={plan.asset} />,
                        total: true,
                        testId: 'estimate-term',
                      },
                    ]
                  : []
              }
            />
            <Switch
              className={styles.flushRow}
              checked={compound}
              onChange={setCompound}
              description={t('staking.autoCompoundHint')}
            >
              {t('staking.autoCompound')}
            </Switch>
            <p className={styles.terms}>
              {t('staking.termsText', { days: plan.termDays, window: plan.claimWindowDays })}
            </p>
            <Checkbox
              checked={agreed}
              onChange={(checked) => {
                setAgreed(checked);
                setErrors((current) => ({ ...current, terms: undefined }));
              }}
              error={errors.terms}
            >
              {t('staking.agree')}
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
              <p className={styles.refusal} role="alert" data-testid="staking-refusal">
                {refusal}
              </p>
            )}
            <Button type="submit" block loading={sending}>
              {closed ? t('staking.closed') : t('staking.confirm')}
            </Button>
          </Fieldset>
        </form>
      </Card>
    </>
  );
}
