import { useState } from 'react';
import { Button } from '@h5/design-system';
import { formatInr, formatUsdt } from '@h5/design-system/Amount';
import { Banner } from '@h5/design-system/Banner';
import { DataTable, type DataTableColumn } from '@h5/design-system/DataTable';
import { FormRow } from '@h5/design-system/FormLayout';
import type { LedgerAuditResult, PlatformAccountBalance } from '@h5/api/contract/ledger';
import { consoleApi } from '../api/consoleApi.ts';
import { operatorAction } from '../api/operatorAction.ts';
import { confirmWithReason } from '../components/ConfirmWithReason.ts';
import { ConsolePage } from '../components/ConsolePage.tsx';
import { LedgerAmount } from '../components/LedgerAmount.tsx';
import { InlineForm } from '../components/InlineForm.tsx';
import { useConsoleData } from '../hooks/useConsoleData.ts';
import { useDateTime } from '../hooks/useDateTime.ts';
import { useFormValues } from '../hooks/useFormValues.ts';
import { useConsoleTranslation } from '../i18n/consoleTranslations.ts';
import styles from './LedgerPage.module.css';

/** The swap pool's accounts (ADR 0032): its reserves, the shares locked forever, the platform's shares. */
const SWAP_KINDS = ['swap_pool', 'swap_locked', 'swap_liquidity'];

/** Tops up a platform account (promotions, a fund's pool, chain clearing …) from outside capital. */
function TopUpForm({
  accounts,
  onDone,
}: {
  accounts: readonly PlatformAccountBalance[];
  onDone: () => void;
}) {
  const { t } = useConsoleTranslation();
  // Money into the platform's own accounts; the swap pool's reserves and shares move with its own
  // entries only (seeding on the swap page), so the API refuses a top-up of them.
  const platform = accounts.filter(
    (account) => account.owner === 'platform' && account.asset !== 'LP' && !SWAP_KINDS.includes(account.kind),
  );
  const first = platform[0];
  const form = useFormValues({ account: first ? `${first.code}|${first.asset}` : '', amount: '', memo: '' });
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const [account = '', asset = 'INR'] = form.values.account.split('|');
    const amount = form.values.amount.trim();
    const memo = form.values.memo.trim();
    const shown = asset === 'USDT' ? `${formatUsdt(amount)} USDT` : formatInr(amount);
    const reason = await confirmWithReason({
      title: t('ledger.topUp.title'),
      message: t('ledger.topUp.message', { account, amount: shown, memo }),
      confirmLabel: t('ledger.topUp.confirm'),
    });
    if (reason === null) return;
    setBusy(true);
    const done = await operatorAction(
      '/Admin/pool/fund',
      { account, asset, amount, memo: memo || reason },
      { done: t('ledger.topUp.done', { account }), idempotent: true },
    );
    setBusy(false);
    if (done) {
      form.reset();
      onDone();
    }
  };

  return (
    <InlineForm
      title={t('ledger.topUp.title')}
      description={t('ledger.topUp.hint')}
      submitLabel={t('ledger.topUp.confirm')}
      busy={busy}
      onSubmit={() => void submit()}
    >
      <FormRow label={t('ledger.topUp.account')} required>
        {(control) => (
          <select {...control} {...form.field('account')}>
            {platform.map((account) => (
              <option key={`${account.code}|${account.asset}`} value={`${account.code}|${account.asset}`}>
                {account.code} · {account.asset}
              </option>
            ))}
          </select>
        )}
      </FormRow>
      <FormRow label={t('ledger.topUp.amount')} required>
        {(control) => <input {...control} {...form.field('amount')} inputMode="decimal" />}
      </FormRow>
      <FormRow label={t('ledger.topUp.memo')} required>
        {(control) => <input {...control} {...form.field('memo')} maxLength={255} />}
      </FormRow>
    </InlineForm>
  );
}

/** Runs the ledger audit (every entry balances, every balance matches its lines) and shows what it found. */
function AuditRun() {
  const { t } = useConsoleTranslation();
  const dateTime = useDateTime();
  const [result, setResult] = useState<LedgerAuditResult | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async () => {
    setBusy(true);
    try {
      setResult(await consoleApi.post<LedgerAuditResult>('/Admin/ledger/audit', {}));
    } catch {
      // The client said why.
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.panel} aria-labelledby="ledger-audit">
      <h2 id="ledger-audit" className={styles.heading}>
        {t('ledger.audit.title')}
      </h2>
      <p className={styles.quiet}>{t('ledger.audit.hint')}</p>
      <Button variant="secondary" loading={busy} onClick={() => void run()}>
        {t('ledger.audit.run')}
      </Button>
      {result && (
        <Banner tone={result.ok ? 'success' : 'danger'} role="status" data-testid="ledger-audit-result">
          {result.ok
            ? t('ledger.audit.clean', { ...result, at: dateTime(result.checkedAt) })
            : t('ledger.audit.problems', { count: result.findings.length, at: dateTime(result.checkedAt) })}
        </Banner>
      )}
      {result && (
        // The audit's own lines, as `npm run ledger:audit` prints them, for engineering.
        <pre className={styles.summary}>{result.summary.join('\n')}</pre>
      )}
    </section>
  );
}

/** `#/console/ledger` (finance): the platform's accounts and balances, top-ups, and the audit. */
export function LedgerPage() {
  const { t } = useConsoleTranslation();
  const { data, loading, error, reload } = useConsoleData<{ list: PlatformAccountBalance[] }>(
    '/Admin/accounts',
  );
  const accounts = data?.list ?? [];

  const columns: DataTableColumn<PlatformAccountBalance>[] = [
    { id: 'code', header: t('ledger.columns.account'), cell: (a) => a.code },
    {
      id: 'owner',
      header: t('ledger.columns.owner'),
      cell: (a) => t(`ledger.owners.${a.owner}`, { defaultValue: a.owner }),
    },
    {
      id: 'kind',
      header: t('money.kind'),
      cell: (a) => t(`accountKinds.${a.kind}`, { defaultValue: a.kind }),
    },
    { id: 'asset', header: t('money.asset'), cell: (a) => a.asset },
    {
      id: 'balance',
      header: t('money.balance'),
      cell: (a) => <LedgerAmount value={a.balance} asset={a.asset} />,
      numeric: true,
    },
  ];

  return (
    <ConsolePage title={t('nav.ledger')} description={t('ledger.description')}>
      <DataTable
        caption={t('ledger.accounts')}
        columns={columns}
        rows={accounts}
        rowKey={(a) => `${a.code}|${a.asset}`}
        total={accounts.length}
        page={1}
        pageSize={Math.max(accounts.length, 1)}
        onPageChange={() => undefined}
        loading={loading && !data}
        error={Boolean(error)}
        onRetry={reload}
        onRowOpen={(account) => {
          window.location.hash = `#/console/journal?account=${encodeURIComponent(account.code)}`;
        }}
      />
      <div className={styles.columns}>
        {data && <TopUpForm accounts={accounts} onDone={reload} />}
        <AuditRun />
      </div>
    </ConsolePage>
  );
}
