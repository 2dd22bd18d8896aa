import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@h5/design-system';
import { DataTable, type DataTableColumn } from '@h5/design-system/DataTable';
import { Amount, formatUsdt } from '@h5/design-system/Amount';
import { Drawer } from '@h5/design-system/Drawer';
import { FormLayout, FormRow, FormSection } from '@h5/design-system/FormLayout';
import { Tabs } from '@h5/design-system/Tabs';
import { Note } from '@h5/design-system/Note';
import { Tag, type TagTone } from '@h5/design-system/Tag';
import type { DepositState, OperatorDeposit } from '@h5/api/contract/deposit';
import type { Chain } from '@h5/api/contract/withdrawal';
import { operatorAction } from '../api/operatorAction.ts';
import { confirmWithReason } from '../components/ConfirmWithReason.ts';
import { ConsolePage } from '../components/ConsolePage.tsx';
import { useChainStatus } from '../hooks/useChainStatus.ts';
import { useDateTime } from '../hooks/useDateTime.ts';
import { useFormValues } from '../hooks/useFormValues.ts';
import { useServerTable } from '../hooks/useServerTable.ts';
import { useConsoleTranslation } from '../i18n/consoleTranslations.ts';
import {
  DEPOSIT_FILTERS,
  depositFilterOf,
  depositQuery,
  shortHex,
  type DepositFilter,
} from '../utils/chainHealth.ts';
import { manualDepositChains } from '../utils/withdrawalDecisions.ts';

const CHAINS: readonly Chain[] = ['TRC20', 'ERC20', 'BEP20'];

const STATE_TONES: Record<DepositState, TagTone> = {
  confirming: 'warning',
  credited: 'success',
  below_minimum: 'neutral',
  dropped: 'danger',
};

/**
 * Records a deposit seen on one of `chains` (those the watcher does not serve): the member is
 * credited once per transaction hash.
 */
function ConfirmDepositDrawer({
  chains,
  onClose,
  onDone,
}: {
  chains: readonly Chain[];
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useConsoleTranslation();
  const form = useFormValues({ memberId: '', chain: chains[0] ?? '', amount: '', txHash: '' });
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const { memberId, chain, amount, txHash } = form.values;
    const reason = await confirmWithReason({
      title: t('deposits.confirmTitle'),
      message: t('deposits.confirmMessage', { memberId, chain, amount: formatUsdt(amount), txHash }),
      confirmLabel: t('deposits.credit'),
    });
    if (reason === null) return;
    setBusy(true);
    const done = await operatorAction(
      '/Admin/deposits/confirm',
      { memberId, chain, amount, txHash: txHash.trim(), reason },
      { done: t('deposits.credited', { memberId }), idempotent: true },
    );
    setBusy(false);
    if (done) onDone();
  };

  return (
    <Drawer
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('deposits.new')}
      description={t('deposits.newHint', { chains: chains.join(', ') })}
    >
      <FormLayout onSubmit={() => void submit()} submitLabel={t('deposits.credit')} submitting={busy}>
        <FormSection title={t('deposits.new')}>
          <FormRow label={t('deposits.columns.member')} required>
            {(control) => <input {...control} {...form.field('memberId')} inputMode="numeric" />}
          </FormRow>
          <FormRow label={t('deposits.columns.chain')} required>
            {(control) => (
              <select {...control} {...form.field('chain')}>
                {chains.map((chain) => (
                  <option key={chain} value={chain}>
                    {chain}
                  </option>
                ))}
              </select>
            )}
          </FormRow>
          <FormRow label={t('deposits.columns.amount')} required>
            {(control) => <input {...control} {...form.field('amount')} inputMode="decimal" />}
          </FormRow>
          <FormRow label={t('deposits.columns.txHash')} required>
            {(control) => (
              <input {...control} {...form.field('txHash')} autoComplete="off" spellCheck={false} />
            )}
          </FormRow>
        </FormSection>
      </FormLayout>
    </Drawer>
  );
}

/**
 * `#/console/deposits`: deposits seen on chain and credited by hand (newest first), by state or the
 * credited ones a reorg removed since (`?state=confirming`, `?reorged=1`: the chain page links
 * here), and recording one seen on a network the watcher does not serve (none when it serves them
 * all: the page says deposits are credited by the watcher).
 */
export function DepositsPage() {
  const [search, setSearch] = useSearchParams();
  const filter = depositFilterOf(search);
  // A new filter (a tab, or the address from the chain page) is a new list from its first page.
  return (
    <DepositsList
      key={filter ?? 'all'}
      filter={filter}
      onFilter={(next) =>
        setSearch(next === null ? {} : next === 'reorged' ? { reorged: '1' } : { state: next }, {
          replace: true,
        })
      }
    />
  );
}

function DepositsList({
  filter,
  onFilter,
}: {
  filter: DepositFilter | null;
  onFilter: (filter: DepositFilter | null) => void;
}) {
  const { t } = useConsoleTranslation();
  const dateTime = useDateTime();
  const list = useServerTable<OperatorDeposit>('/Admin/deposits', { filters: depositQuery(filter) });
  const [adding, setAdding] = useState(false);
  const status = useChainStatus();
  // Not read: every network is offered, and the API refuses one the watcher serves in words.
  const manualChains = status === null ? null : status.length === 0 ? CHAINS : manualDepositChains(status);

  const columns: DataTableColumn<OperatorDeposit>[] = [
    { id: 'id', header: t('deposits.columns.id'), cell: (d) => `#${d.id}`, numeric: true },
    { id: 'memberId', header: t('deposits.columns.member'), cell: (d) => d.memberId, numeric: true },
    { id: 'chain', header: t('deposits.columns.chain'), cell: (d) => d.chain },
    {
      id: 'amount',
      header: t('deposits.columns.amount'),
      cell: (d) => <Amount value={d.amount} currency="USDT" />,
      numeric: true,
    },
    {
      id: 'state',
      header: t('deposits.columns.state'),
      cell: (d) => <Tag tone={STATE_TONES[d.state] ?? 'neutral'}>{t(`deposits.state.${d.state}`)}</Tag>,
    },
    {
      id: 'confirmations',
      header: t('deposits.columns.confirmations'),
      cell: (d) =>
        d.requiredConfirmations > 0
          ? `${Math.min(d.confirmations, d.requiredConfirmations)} / ${d.requiredConfirmations}`
          : null,
      numeric: true,
    },
    {
      id: 'createdAt',
      header: t('deposits.columns.at'),
      cell: (d) => dateTime(d.confirmedAt ?? d.createdAt),
    },
    {
      id: 'block',
      header: t('deposits.columns.block'),
      cell: (d) => (d.blockNumber === null ? t('deposits.byHand') : d.blockNumber),
      numeric: true,
    },
    {
      id: 'from',
      header: t('deposits.columns.from'),
      cell: (d) => d.fromAddress && <code title={d.fromAddress}>{shortHex(d.fromAddress, 4)}</code>,
    },
    {
      id: 'txHash',
      header: t('deposits.columns.txHash'),
      cell: (d) => <code title={d.txHash}>{shortHex(d.txHash)}</code>,
    },
    {
      id: 'reorged',
      header: t('deposits.columns.reorged'),
      cell: (d) => d.reorgedAt && <Tag tone="danger">{dateTime(d.reorgedAt)}</Tag>,
    },
  ];

  return (
    <ConsolePage
      title={t('nav.deposits')}
      description={t('deposits.description')}
      actions={
        manualChains &&
        manualChains.length > 0 && <Button onClick={() => setAdding(true)}>{t('deposits.new')}</Button>
      }
    >
      {manualChains?.length === 0 && <Note data-testid="deposits-all-served">{t('deposits.allServed')}</Note>}
      <Tabs
        label={t('deposits.columns.state')}
        items={[
          { key: 'all', label: t('filters.all') },
          ...DEPOSIT_FILTERS.map((key) => ({
            key,
            label: key === 'reorged' ? t('deposits.reorgedTab') : t(`deposits.state.${key}`),
          })),
        ]}
        activeKey={filter ?? 'all'}
        onChange={(key) => onFilter(key === 'all' ? null : (key as DepositFilter))}
      />
      <DataTable
        caption={t('nav.deposits')}
        columns={columns}
        rowKey={(d) => String(d.id)}
        empty={{ title: t('deposits.empty') }}
        {...list.table}
      />
      {adding && manualChains && manualChains.length > 0 && (
        <ConfirmDepositDrawer
          chains={manualChains}
          onClose={() => setAdding(false)}
          onDone={() => {
            setAdding(false);
            list.reload();
          }}
        />
      )}
    </ConsolePage>
  );
}
