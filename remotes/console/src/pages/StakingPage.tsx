import { useState } from 'react';
import { Button } from '@h5/design-system';
import { Amount } from '@h5/design-system/Amount';
import { Banner } from '@h5/design-system/Banner';
import { DataTable, type DataTableColumn } from '@h5/design-system/DataTable';
import { Field } from '@h5/design-system/Field';
import { FilterBar } from '@h5/design-system/FilterBar';
import { SelectField } from '@h5/design-system/SelectField';
import { Tabs } from '@h5/design-system/Tabs';
import { useLang } from '@h5/platform';
import type { AdminStake, AdminStakingPlan } from '@h5/api/contract/staking';
import { ConsolePage } from '../components/ConsolePage.tsx';
import { PlanDrawer } from '../components/PlanDrawer.tsx';
import { PlanFormDrawer } from '../components/PlanFormDrawer.tsx';
import { PlanStatusTag, StakeStateTag } from '../components/ProductTags.tsx';
import { STAKE_STATES, StakeCounts } from '../components/StakeCounts.tsx';
import { Stacked } from '../components/Stacked.tsx';
import { StakeDrawer } from '../components/StakeDrawer.tsx';
import { useConsoleData } from '../hooks/useConsoleData.ts';
import { useDateTime } from '../hooks/useDateTime.ts';
import { useServerTable } from '../hooks/useServerTable.ts';
import { useConsoleTranslation } from '../i18n/consoleTranslations.ts';
import { useRoleIn } from '../session/useOperatorRole.ts';
import { toMinor } from '../utils/money.ts';

/** Every stake, filtered by plan, member and state; a row opens the stake. */
function StakesTable({ plans, planId: initialPlan }: { plans: readonly AdminStakingPlan[]; planId: string }) {
  const { t } = useConsoleTranslation();
  const lang = useLang();
  const dateTime = useDateTime();
  const list = useServerTable<AdminStake>('/Admin/staking/stakes', { filters: { planId: initialPlan } });
  const [planId, setPlanId] = useState(initialPlan);
  const [memberId, setMemberId] = useState('');
  const [state, setState] = useState('');
  const [openId, setOpenId] = useState<number | null>(null);
  const open = list.table.rows.find((stake) => stake.id === openId);

  const columns: DataTableColumn<AdminStake>[] = [
    { id: 'stakeNo', header: t('staking.stakeColumns.no'), cell: (s) => s.stakeNo },
    {
      id: 'member',
      header: t('staking.stakeColumns.member'),
      cell: (s) => `${s.memberAccount} (${s.memberId})`,
    },
    { id: 'plan', header: t('staking.stakeColumns.plan'), cell: (s) => s.planName },
    {
      id: 'principal',
      header: t('staking.stakeColumns.principal'),
      cell: (s) => <Amount value={s.principal} currency={s.asset} />,
      numeric: true,
    },
    { id: 'rate', header: t('staking.columns.rate'), cell: (s) => `${s.annualRatePercent}%`, numeric: true },
    { id: 'endAt', header: t('staking.stakeColumns.endAt'), cell: (s) => dateTime(s.endAt) },
    {
      id: 'income',
      header: t('staking.stakeColumns.income'),
      cell: (s) => <Amount value={s.income} currency={s.asset} />,
      numeric: true,
    },
    {
      id: 'pendingIncome',
      header: t('staking.stakeColumns.pendingIncome'),
      cell: (s) => <Amount value={s.pendingIncome} currency={s.asset} />,
      numeric: true,
    },
    { id: 'state', header: t('staking.stakeColumns.state'), cell: (s) => <StakeStateTag state={s.state} /> },
  ];

  return (
    <>
      <DataTable
        caption={t('staking.tabs.stakes')}
        columns={columns}
        rowKey={(s) => String(s.id)}
        onRowOpen={(s) => setOpenId(s.id)}
        empty={{ title: t('staking.stakesEmpty') }}
        filters={
          <FilterBar
            label={t('filters.label')}
            onApply={() => list.applyFilters({ planId, memberId: memberId.trim(), state })}
            onReset={() => {
              setPlanId('');
              setMemberId('');
              setState('');
              list.applyFilters({});
            }}
          >
            <SelectField
              label={t('staking.stakeColumns.plan')}
              value={planId}
              onChange={setPlanId}
              options={[
                { value: '', label: t('filters.all') },
                ...plans.map((p) => ({ value: String(p.id), label: `${p.id} · ${p.name[lang]}` })),
              ]}
            />
            <Field
              label={t('filters.memberId')}
              inputMode="numeric"
              value={memberId}
              onChange={(event) => setMemberId(event.target.value)}
            />
            <SelectField
              label={t('staking.stakeColumns.state')}
              value={state}
              onChange={setState}
              options={[
                { value: '', label: t('filters.all') },
                ...STAKE_STATES.map((value) => ({ value, label: t(`staking.stakeStates.${value}`) })),
              ]}
            />
          </FilterBar>
        }
        {...list.table}
      />
      {open && <StakeDrawer stake={open} onClose={() => setOpenId(null)} />}
    </>
  );
}

/**
 * `#/console/staking`: the staking plans with what is staked, stakes by state, and each pool against
 * what it owes, and every member's stakes. Finance creates and edits plans, opens and closes them
 * and tops up their pools; other roles read.
 */
export function StakingPage() {
  const { t } = useConsoleTranslation();
  const lang = useLang();
  const canChange = useRoleIn()(['finance']);
  const [tab, setTab] = useState<'plans' | 'stakes'>('plans');
  const [stakesOf, setStakesOf] = useState('');
  const { data, loading, error, reload } = useConsoleData<{ list: AdminStakingPlan[] }>(
    '/Admin/staking/plans',
  );
  const plans = data?.list ?? [];
  const [openId, setOpenId] = useState<number | null>(null);
  const [editing, setEditing] = useState<AdminStakingPlan | 'new' | null>(null);
  const open = plans.find((plan) => plan.id === openId);
  const short = plans.filter((plan) => toMinor(plan.shortfall, 6) > 0n);

  const columns: DataTableColumn<AdminStakingPlan>[] = [
    { id: 'id', header: t('staking.columns.id'), cell: (p) => p.id, numeric: true },
    { id: 'name', header: t('staking.columns.name'), cell: (p) => p.name[lang] },
    { id: 'status', header: t('staking.columns.status'), cell: (p) => <PlanStatusTag status={p.status} /> },
    {
      id: 'term',
      header: t('staking.columns.termRate'),
      cell: (p) => (
        <Stacked>
          <span>{t('staking.days', { count: p.termDays })}</span>
          <span>{p.annualRatePercent}%</span>
        </Stacked>
      ),
      numeric: true,
    },
    {
      id: 'limits',
      header: t('staking.columns.limits'),
      cell: (p) => (
        <Stacked>
          <Amount value={p.minimum} currency={p.asset} />
          <Amount value={p.maximum} currency={p.asset} />
        </Stacked>
      ),
      numeric: true,
    },
    {
      id: 'staked',
      header: t('staking.columns.staked'),
      cell: (p) => (
        <Stacked>
          <Amount value={p.staked} currency={p.asset} />
          <Amount value={p.totalCap} currency={p.asset} />
        </Stacked>
      ),
      numeric: true,
    },
    { id: 'counts', header: t('staking.columns.counts'), cell: (p) => <StakeCounts counts={p.counts} /> },
    {
      id: 'pool',
      header: t('staking.columns.pool'),
      cell: (p) => <Amount value={p.poolBalance} currency={p.asset} />,
      numeric: true,
    },
    {
      id: 'owed',
      header: t('staking.columns.owedPending'),
      cell: (p) => (
        <Stacked>
          <Amount value={p.owedToEndOfTerms} currency={p.asset} />
          <Amount value={p.pendingIncome} currency={p.asset} />
        </Stacked>
      ),
      numeric: true,
    },
    {
      id: 'shortfall',
      header: t('staking.columns.shortfall'),
      cell: (p) => <Amount value={p.shortfall} currency={p.asset} />,
      numeric: true,
    },
  ];

  return (
    <ConsolePage
      title={t('nav.staking')}
      description={t('staking.description')}
      actions={canChange && <Button onClick={() => setEditing('new')}>{t('staking.create.title')}</Button>}
    >
      {short.length > 0 && (
        <Banner tone="warning" role="status">
          {t('staking.shortBanner', { names: short.map((plan) => plan.name[lang]).join(', ') })}
        </Banner>
      )}
      <Tabs
        label={t('nav.staking')}
        items={[
          { key: 'plans', label: t('staking.tabs.plans') },
          { key: 'stakes', label: t('staking.tabs.stakes') },
        ]}
        activeKey={tab}
        onChange={(key) => setTab(key as 'plans' | 'stakes')}
      />
      {tab === 'plans' ? (
        <DataTable
          caption={t('staking.tabs.plans')}
          columns={columns}
          rows={plans}
          rowKey={(p) => String(p.id)}
          total={plans.length}
          page={1}
          pageSize={Math.max(plans.length, 1)}
          onPageChange={() => undefined}
          loading={loading && !data}
          error={Boolean(error)}
          onRetry={reload}
          onRowOpen={(plan) => setOpenId(plan.id)}
          empty={{ title: t('staking.empty') }}
        />
      ) : (
        <StakesTable key={stakesOf} plans={plans} planId={stakesOf} />
      )}
      {open && !editing && (
        <PlanDrawer
          plan={open}
          onClose={() => setOpenId(null)}
          onEdit={() => setEditing(open)}
          onShowStakes={() => {
            setOpenId(null);
            setStakesOf(String(open.id));
            setTab('stakes');
          }}
          onChanged={reload}
        />
      )}
      {editing && (
        <PlanFormDrawer
          plan={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onDone={() => {
            setEditing(null);
            reload();
          }}
        />
      )}
    </ConsolePage>
  );
}
