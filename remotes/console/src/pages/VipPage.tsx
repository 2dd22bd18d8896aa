import { useEffect, useState } from 'react';
import { Button } from '@h5/design-system';
import { Amount } from '@h5/design-system/Amount';
import { DataTable, type DataTableColumn } from '@h5/design-system/DataTable';
import { FormLayout, FormRow, FormSection } from '@h5/design-system/FormLayout';
import type { AdminVipOverview, VipRecomputeAnswer } from '@h5/api/contract/vip';
import { operatorAction } from '../api/operatorAction.ts';
import { confirmWithReason } from '../components/ConfirmWithReason.ts';
import { ConsolePage } from '../components/ConsolePage.tsx';
import { useConsoleData } from '../hooks/useConsoleData.ts';
import { useFormValues } from '../hooks/useFormValues.ts';
import { useConsoleTranslation } from '../i18n/consoleTranslations.ts';

type LevelRow = AdminVipOverview['levels'][number];

const EMPTY = {
  minHeld: '',
  minDirect: '',
  minTeamHeld: '',
  withdrawalLimitBonus: '',
  withdrawalFeeDiscountBps: '',
};

/** `#/console/vip`: the VIP levels, how many members hold each, and one level's rules (finance). */
export function VipPage() {
  const { t } = useConsoleTranslation();
  const current = useConsoleData<AdminVipOverview>('/Admin/vip');
  const [editing, setEditing] = useState(1);
  const form = useFormValues(EMPTY);
  const { setValues } = form;
  const levels = current.data?.levels ?? [];
  const chosen = levels.find((level) => level.level === editing);
  useEffect(() => {
    if (chosen)
      setValues({
        minHeld: chosen.minHeld,
        minDirect: String(chosen.minDirect),
        minTeamHeld: chosen.minTeamHeld,
        withdrawalLimitBonus: chosen.withdrawalLimitBonus,
        withdrawalFeeDiscountBps: String(chosen.withdrawalFeeDiscountBps),
      });
  }, [chosen, setValues]);

  const save = async () => {
    const reason = await confirmWithReason({
      title: t('vip.confirmTitle', { level: editing }),
      message: t('vip.confirmMessage', { level: editing }),
      confirmLabel: t('vip.save'),
    });
    if (reason === null) return;
    const done = await operatorAction(
      '/Admin/vip/level',
      { level: editing, ...form.values, reason },
      { done: t('vip.saved', { level: editing }) },
    );
    if (done) current.reload();
  };

  const recompute = async () => {
    const reason = await confirmWithReason({
      title: t('vip.recomputeTitle'),
      message: t('vip.recomputeMessage'),
      confirmLabel: t('vip.recompute'),
    });
    if (reason === null) return;
    const done = await operatorAction<VipRecomputeAnswer>(
      '/Admin/vip/recompute',
      { reason },
      { done: t('vip.recomputed') },
    );
    if (done) current.reload();
  };

  const columns: DataTableColumn<LevelRow>[] = [
    { id: 'level', header: t('vip.columns.level'), cell: (l) => `VIP${l.level}` },
    { id: 'members', header: t('vip.columns.members'), cell: (l) => l.members, numeric: true },
    {
      id: 'minHeld',
      header: t('vip.columns.minHeld'),
      cell: (l) => <Amount value={l.minHeld} />,
      numeric: true,
    },
    { id: 'minDirect', header: t('vip.columns.minDirect'), cell: (l) => l.minDirect, numeric: true },
    {
      id: 'minTeamHeld',
      header: t('vip.columns.minTeamHeld'),
      cell: (l) => <Amount value={l.minTeamHeld} />,
      numeric: true,
    },
    {
      id: 'bonus',
      header: t('vip.columns.bonus'),
      cell: (l) => <Amount value={l.withdrawalLimitBonus} currency="USDT" />,
      numeric: true,
    },
    {
      id: 'discount',
      header: t('vip.columns.discount'),
      cell: (l) => `${l.withdrawalFeeDiscountPercent}%`,
      numeric: true,
    },
  ];

  return (
    <ConsolePage
      title={t('nav.vip')}
      description={t('vip.description')}
      actions={
        <Button variant="secondary" onClick={() => void recompute()}>
          {t('vip.recompute')}
        </Button>
      }
    >
      <DataTable
        caption={t('vip.levels')}
        columns={columns}
        rows={levels}
        rowKey={(l) => String(l.level)}
        total={levels.length}
        page={1}
        pageSize={levels.length || 6}
        onPageChange={() => undefined}
        onRowOpen={(l) => setEditing(l.level)}
        loading={!current.data}
        empty={{ title: t('vip.levels') }}
      />
      <FormLayout onSubmit={() => void save()} submitLabel={t('vip.save')}>
        <FormSection title={t('vip.editing', { level: editing })} description={t('vip.editHelp')}>
          <FormRow label={t('vip.columns.level')} required>
            {(control) => (
              <select
                {...control}
                value={editing}
                onChange={(event) => setEditing(Number(event.target.value))}
              >
                {levels.map((l) => (
                  <option key={l.level} value={l.level}>{`VIP${l.level}`}</option>
                ))}
              </select>
            )}
          </FormRow>
          <FormRow label={t('vip.columns.minHeld')} required help={t('vip.minHeldHelp')}>
            {(control) => <input {...control} {...form.field('minHeld')} inputMode="decimal" />}
          </FormRow>
          <FormRow label={t('vip.columns.minDirect')} required>
            {(control) => <input {...control} {...form.field('minDirect')} inputMode="numeric" />}
          </FormRow>
          <FormRow label={t('vip.columns.minTeamHeld')} required help={t('vip.minTeamHeldHelp')}>
            {(control) => <input {...control} {...form.field('minTeamHeld')} inputMode="decimal" />}
          </FormRow>
          <FormRow label={t('vip.columns.bonus')} required help={t('vip.bonusHelp')}>
            {(control) => <input {...control} {...form.field('withdrawalLimitBonus')} inputMode="decimal" />}
          </FormRow>
          <FormRow label={t('vip.discountBps')} required help={t('vip.discountHelp')}>
            {(control) => (
              <input {...control} {...form.field('withdrawalFeeDiscountBps')} inputMode="numeric" />
            )}
          </FormRow>
        </FormSection>
      </FormLayout>
    </ConsolePage>
  );
}
