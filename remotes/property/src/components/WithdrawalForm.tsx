import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { navigation } from '@h5/platform';
import { useSecurityRemedy } from '@h5/platform/security';
import { Button, Empty, showAlert, toast } from '@h5/design-system';
import { Amount, formatUsdt } from '@h5/design-system/Amount';
import { Banner } from '@h5/design-system/Banner';
import { Card } from '@h5/design-system/Card';
import { Field, Fieldset } from '@h5/design-system/Field';
import { Note } from '@h5/design-system/Note';
import { SectionTitle } from '@h5/design-system/Page';
import { PasscodeInput } from '@h5/design-system/PasscodeInput';
import { ConfirmationKey, refusalOf, serverDecided } from '@h5/platform/helpers';
import { requestWithdrawal } from '../api/withdrawals.ts';
import { useNow } from '../hooks/useNow.ts';
import type { WithdrawalFormView } from '../hooks/useWithdrawalForm.ts';
import { addAddressFrom } from '../utils/addAddressFrom.ts';
import { formatDuration, secondsLeft } from '../utils/timeLeft.ts';
import {
  remainingToday,
  sanitizeUsdtTyping,
  USDT_SCALE,
  validateUsdtAmount,
  type UsdtAmountError,
} from '../utils/validateUsdtAmount.ts';
import { AddressOption } from './AddressOption.tsx';
import { SecurityRemedyBanner } from './SecurityRemedyBanner.tsx';
import styles from '../pages/wallet.module.css';

const usdt = (value: string) => `${formatUsdt(value)} USDT`;
/** A limit, a fee or what a withdrawal moves: exact, in the same type as the balance above it. */
const shown = (value: string) => <Amount value={value} currency="USDT" />;

/** Where "add address" leads from here, and where saving it comes back to. */
const ADD_ADDRESS = addAddressFrom('pages/property/withdrawal');

type Errors = { address?: string; amount?: string; password?: string; code?: string };

type Props = {
  view: WithdrawalFormView;
  onRequested: () => void;
  /** The server refused with a reason the settings show (the lock): read them again. */
  onRefused: () => void;
};

/**
 * The withdrawal form: a saved address, the amount with what it costs and what arrives, the payment
 * password and the authenticator code; its confirm button stays at the bottom of the screen while
 * the form is in view.
 */
export function WithdrawalForm({ view, onRequested, onRefused }: Props) {
  const { t } = useTranslation('property');
  const { settings, addresses, summary } = view;
  const [addressId, setAddressId] = useState<number | null>(addresses[0]?.id ?? null);
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const keys = useRef(new ConfirmationKey());
  const remedy = useSecurityRemedy(['payment_password_unset', 'authenticator_unbound'], 'property');
  // A lock the settings did not know of yet (the authenticator changed on another device).
  const [refusedLock, setRefusedLock] = useState<string | null>(null);
  const lockedUntil = refusedLock ?? settings.lockedUntil;
  const now = useNow(lockedUntil !== null);
  const lockLeft = secondsLeft(lockedUntil, now);
  const locked = lockLeft > 0;
  const check = validateUsdtAmount(amount, summary.usdt, settings);
  const chosen = addresses.find((item) => item.id === addressId) ?? addresses[0];

  const amountError = (error: UsdtAmountError, limit: string) =>
    t(`withdrawal.errors.${error}`, { amount: usdt(limit), asset: 'USDT', decimals: USDT_SCALE });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending || locked) return;
    if (remedy.missing) return remedy.ask(remedy.missing);
    if (!chosen) {
      await showAlert({ message: t('withdrawal.addFirst') });
      navigation.navigate(ADD_ADDRESS);
      return;
    }
    const next: Errors = {};
    if (!check.ok) next.amount = amountError(check.error, check.limit);
    if (password.length !== 6) next.password = t('withdrawal.errors.password');
    if (code.length !== 6) next.code = t('withdrawal.errors.code');
    setErrors(next);
    if (!check.ok || next.password || next.code) return;
    const request = { addressId: chosen.id, amount: check.amount, paymentPassword: password, code };
    setSending(true);
    try {
      await keys.current.send(
        `${chosen.id}:${check.amount}:${password}:${code}`,
        (key) => requestWithdrawal(request, key),
        serverDecided,
      );
    } catch (error) {
      setPassword('');
      setCode('');
      const refusal = refusalOf(error);
      if (refusal?.code === 'withdrawal_locked') {
        setRefusedLock(refusal.lockedUntil);
        onRefused();
      } else remedy.handleRefusal(error);
      return;
    } finally {
      setSending(false);
    }
    setAmount('');
    setPassword('');
    setCode('');
    toast.success(t('withdrawal.requested'));
    onRequested();
  };

  return (
    <>
      {remedy.missing && <SecurityRemedyBanner code={remedy.missing} />}
      {locked && (
        <Banner role="status" data-testid="withdrawal-locked">
          {t('withdrawal.locked', { time: formatDuration(lockLeft) })}
        </Banner>
      )}
      <SectionTitle id="withdrawal-address">{t('withdrawal.address')}</SectionTitle>
      {addresses.length === 0 ? (
        <Card>
          <Empty
            title={t('withdrawal.addFirst')}
            action={<Button onClick={() => navigation.navigate(ADD_ADDRESS)}>{t('address.add')}</Button>}
          />
        </Card>
      ) : (
        <Card flush>
          <div className={styles.options} role="radiogroup" aria-labelledby="withdrawal-address">
            {addresses.map((item) => (
              <div key={item.id}>
                <AddressOption
                  address={item}
                  checked={item.id === chosen?.id}
                  onSelect={() => setAddressId(item.id)}
                />
              </div>
            ))}
          </div>
        </Card>
      )}
      <Card>
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          <Fieldset disabled={locked}>
            <Field
              label={t('withdrawal.amount')}
              name="amount"
              inputMode="decimal"
              autoComplete="off"
              placeholder={t('withdrawal.amountPlaceholder', { minimum: formatUsdt(settings.minimum) })}
              value={amount}
              onChange={(event) => {
                setAmount(sanitizeUsdtTyping(event.target.value));
                setErrors((current) => ({ ...current, amount: undefined }));
              }}
              error={errors.amount}
            />
            <dl className={styles.rows} data-testid="withdrawal-settings">
              <dt>{t('withdrawal.available')}</dt>
              <dd>
                <Amount value={summary.usdt} currency="USDT" balance data-testid="withdrawal-available" />
              </dd>
              <dt>{t('withdrawal.minimum')}</dt>
              <dd>{shown(settings.minimum)}</dd>
              <dt>{t('withdrawal.maximum')}</dt>
              <dd>{shown(settings.maximum)}</dd>
              <dt>{t('withdrawal.dailyLimit')}</dt>
              <dd>{shown(settings.dailyLimit)}</dd>
              <dt>{t('withdrawal.usedToday')}</dt>
              <dd data-testid="withdrawal-used-today">{shown(settings.usedToday)}</dd>
              <dt>{t('withdrawal.leftToday')}</dt>
              <dd data-testid="withdrawal-left-today">{shown(remainingToday(settings))}</dd>
              <dt>{t('withdrawal.fee')}</dt>
              <dd>{shown(settings.fee)}</dd>
              <dt>{t('withdrawal.receive')}</dt>
              <dd data-testid="withdrawal-receive">{check.ok ? shown(check.receive) : '—'}</dd>
              <dt>{t('withdrawal.total')}</dt>
              <dd data-testid="withdrawal-total">{check.ok ? shown(check.total) : '—'}</dd>
            </dl>
            <PasscodeInput
              label={t('withdrawal.paymentPassword')}
              value={password}
              onChange={(value) => {
                setPassword(value);
                setErrors((current) => ({ ...current, password: undefined }));
              }}
              error={errors.password}
            />
            <PasscodeInput
              label={t('withdrawal.code')}
              value={code}
              masked={false}
              onChange={(value) => {
                setCode(value);
                setErrors((current) => ({ ...current, code: undefined }));
              }}
              error={errors.code}
            />
            <div className={styles.stickyActions}>
              <Button type="submit" block loading={sending}>
                {t('withdrawal.submit')}
              </Button>
            </div>
          </Fieldset>
        </form>
      </Card>
      <Note>{t('withdrawal.note')}</Note>
    </>
  );
}
