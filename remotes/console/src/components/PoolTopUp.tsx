import { useState } from 'react';
import { formatInr, formatUsdt } from '@h5/design-system/Amount';
import { FormRow } from '@h5/design-system/FormLayout';
import { operatorAction } from '../api/operatorAction.ts';
import { useFormValues } from '../hooks/useFormValues.ts';
import { useConsoleTranslation } from '../i18n/consoleTranslations.ts';
import { confirmWithReason } from './ConfirmWithReason.ts';
import { InlineForm } from './InlineForm.tsx';

/** A platform pool a product pays from: its account code (`fund_pool:3`), what it is called, its asset. */
export type PoolChoice = { account: string; label: string; asset: 'INR' | 'USDT'; suggested?: string };

/** A top-up's suggested amount: what the pool lacks, when it does. */
export const suggest = (amount: string | undefined) => (amount ? { suggested: amount } : {});

/**
 * Tops up one of a product's pools from outside capital: an audited journal entry sent once
 * (`Idempotency-Key`). With several pools (an offering's buyback and dividend pools) the operator
 * picks one. Its texts are the keys under `texts` (`funds.topUp`: title, hint, pool, amount, memo,
 * memoHelp, confirm, message with name and amount, done).
 */
export function PoolTopUp({
  pools,
  name,
  texts,
  onDone,
}: {
  pools: readonly [PoolChoice, ...PoolChoice[]];
  name: string;
  texts: string;
  onDone: () => void;
}) {
  const { t } = useConsoleTranslation();
  const first = pools[0];
  const form = useFormValues({ account: first.account, amount: first.suggested ?? '', memo: '' });
  const [busy, setBusy] = useState(false);
  const pool = pools.find((choice) => choice.account === form.values.account) ?? first;

  const submit = async () => {
    const amount = form.values.amount.trim();
    const shown = pool.asset === 'USDT' ? `${formatUsdt(amount)} USDT` : formatInr(amount);
    const reason = await confirmWithReason({
      title: t(`${texts}.title`),
      message: t(`${texts}.message`, { name, amount: shown, pool: pool.label }),
      confirmLabel: t(`${texts}.confirm`),
    });
    if (reason === null) return;
    setBusy(true);
    const done = await operatorAction(
      '/Admin/pool/fund',
      { account: pool.account, asset: pool.asset, amount, memo: form.values.memo.trim() || reason },
      { done: t(`${texts}.done`, { pool: pool.label }), idempotent: true },
    );
    setBusy(false);
    if (done) {
      form.reset();
      onDone();
    }
  };

  return (
    <InlineForm
      title={t(`${texts}.title`)}
      description={t(`${texts}.hint`)}
      submitLabel={t(`${texts}.confirm`)}
      busy={busy}
      onSubmit={() => void submit()}
    >
      {pools.length > 1 && (
        <FormRow label={t(`${texts}.pool`)} required>
          {(control) => (
            <select
              {...control}
              {...form.field('account')}
              onChange={(event) => {
                const next = pools.find((choice) => choice.account === event.target.value) ?? first;
                form.setValues((values) => ({
                  ...values,
                  account: next.account,
                  amount: values.amount === (pool.suggested ?? '') ? (next.suggested ?? '') : values.amount,
                }));
              }}
            >
              {pools.map((choice) => (
                <option key={choice.account} value={choice.account}>
                  {choice.label}
                </option>
              ))}
            </select>
          )}
        </FormRow>
      )}
      <FormRow label={t(`${texts}.amount`, { asset: pool.asset })} required>
        {(control) => <input {...control} {...form.field('amount')} inputMode="decimal" />}
      </FormRow>
      <FormRow label={t(`${texts}.memo`)} help={t(`${texts}.memoHelp`)}>
        {(control) => <input {...control} {...form.field('memo')} maxLength={255} />}
      </FormRow>
    </InlineForm>
  );
}
