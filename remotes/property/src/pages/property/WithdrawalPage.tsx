import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { navigation, useSession, type PageProps } from '@h5/platform';
import { Button, Empty, ErrorState, NavBar, Skeleton, showAlert, toast } from '@h5/design-system';
import { formatUsdt } from '@h5/design-system/Amount';
import { Field, Fieldset } from '@h5/design-system/Field';
import { PasscodeInput } from '@h5/design-system/PasscodeInput';
import { Card } from '@h5/design-system/Card';
import { Note } from '@h5/design-system/Note';
import { Page, SectionTitle } from '@h5/design-system/Page';
import { Banner } from '@h5/design-system/Banner';
import { requestWithdrawal } from '../../api/withdrawals.ts';
import { LoginPromptCard } from '../../components/LoginPromptCard.tsx';
import { useNow } from '../../hooks/useNow.ts';
import { useWithdrawalForm, type WithdrawalFormView } from '../../hooks/useWithdrawalForm.ts';
import { AddressOption } from '../../components/AddressOption.tsx';
import { WithdrawalList } from '../../components/WithdrawalList.tsx';
import { formatDuration, secondsLeft } from '../../utils/timeLeft.ts';
import {
  remainingToday,
  sanitizeUsdtTyping,
  validateUsdtAmount,
  type UsdtAmountError,
} from '../../utils/validateUsdtAmount.ts';
import styles from '../wallet.module.css';
import { ConfirmationKey, serverDecided } from '@h5/platform/helpers';

const usdt = (value: string) => `${formatUsdt(value)} USDT`;

/**
 * Withdrawal (`pages/property/withdrawal`): USDT to a saved address with the payment password and the
 * authenticator code, within the operator's limits; refused during the 8 h lock; the member's
 * withdrawals and their state below.
 */
export function WithdrawalPage(_props: PageProps) {
  const { t } = useTranslation('property');
  const { token } = useSession();
  const [listVersion, setListVersion] = useState(0);
  return (
    <Page>
      <NavBar title={t('withdrawal.title')} onBack={() => navigation.back()} />
      <main>
        {token ? (
          <>
            <WithdrawalForm onRequested={() => setListVersion((n) => n + 1)} />
            <SectionTitle>{t('withdrawal.records')}</SectionTitle>
            <WithdrawalList version={listVersion} />
          </>
        ) : (
          <LoginPromptCard />
        )}
      </main>
    </Page>
  );
}

function WithdrawalForm({ onRequested }: { onRequested: () => void }) {
  const form = useWithdrawalForm();
  const view = form.data ?? form.latest;
  if (view) return <WithdrawalFormBody view={view} onRequested={() => (form.reload(), onRequested())} />;
  return form.error ? (
    <ErrorState onRetry={form.reload} />
  ) : (
    <Card>
      <Skeleton title rows={5} />
    </Card>
  );
}

type Errors = { address?: string; amount?: string; password?: string; code?: string };

function WithdrawalFormBody({ view, onRequested }: { view: WithdrawalFormView; onRequested: () => void }) {
  const { t } = useTranslation('property');
  const { settings, addresses, summary } = view;
  const [addressId, setAddressId] = useState<number | null>(addresses[0]?.id ?? null);
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const keys = useRef(new ConfirmationKey());
  const now = useNow(settings.lockedUntil !== null);
  const lockLeft = secondsLeft(settings.lockedUntil, now);
  const locked = lockLeft > 0;
  const check = validateUsdtAmount(amount, summary.usdt, settings);
  const chosen = addresses.find((item) => item.id === addressId);

  const amountError = (error: UsdtAmountError, limit: string) =>
    t(`withdrawal.errors.${error}`, { amount: usdt(limit) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending || locked) return;
    if (!chosen) {
      await showAlert({ message: t('withdrawal.addFirst') });
      navigation.navigate('pages/user/addaddress');
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
    } catch {
      setPassword('');
      setCode('');
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
      {locked && (
        <Banner role="status" data-testid="withdrawal-locked">
          {t('withdrawal.locked', { time: formatDuration(lockLeft) })}
        </Banner>
      )}
      <SectionTitle>{t('withdrawal.address')}</SectionTitle>
      {addresses.length === 0 ? (
        <Card>
          <Empty
            title={t('withdrawal.addFirst')}
            action={
              <Button size="sm" onClick={() => navigation.navigate('pages/user/addaddress')}>
                {t('address.add')}
              </Button>
            }
          />
        </Card>
      ) : (
        <ul className={styles.list} role="radiogroup" aria-label={t('withdrawal.address')}>
          {addresses.map((item) => (
            <li key={item.id}>
              <AddressOption
                address={item}
                checked={item.id === addressId}
                onSelect={() => setAddressId(item.id)}
              />
            </li>
          ))}
        </ul>
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
              <dd>{usdt(summary.usdt)}</dd>
              <dt>{t('withdrawal.minimum')}</dt>
              <dd>{usdt(settings.minimum)}</dd>
              <dt>{t('withdrawal.maximum')}</dt>
              <dd>{usdt(settings.maximum)}</dd>
              <dt>{t('withdrawal.dailyLimit')}</dt>
              <dd>{usdt(settings.dailyLimit)}</dd>
              <dt>{t('withdrawal.usedToday')}</dt>
              <dd>{usdt(settings.usedToday)}</dd>
              <dt>{t('withdrawal.leftToday')}</dt>
              <dd>{usdt(remainingToday(settings))}</dd>
              <dt>{t('withdrawal.fee')}</dt>
              <dd>{usdt(settings.fee)}</dd>
              <dt>{t('withdrawal.receive')}</dt>
              <dd data-testid="withdrawal-receive">{check.ok ? usdt(check.receive) : '—'}</dd>
              <dt>{t('withdrawal.total')}</dt>
              <dd data-testid="withdrawal-total">{check.ok ? usdt(check.total) : '—'}</dd>
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
            <Button type="submit" block loading={sending}>
              {t('withdrawal.submit')}
            </Button>
          </Fieldset>
        </form>
      </Card>
      <Note>{t('withdrawal.note')}</Note>
    </>
  );
}
