import { DataTable } from '@h5/design-system/DataTable';
import { Drawer } from '@h5/design-system/Drawer';
import type { DividendPart, DividendRunView } from '@h5/api/contract/dividend';
import { useServerTable } from '../hooks/useServerTable.ts';
import { useConsoleTranslation } from '../i18n/consoleTranslations.ts';
import { dividendPartColumns } from './dividendPartColumns.tsx';

/** A paid run's parts, by member id, 50 a page. */
export function DividendPayoutsDrawer({ run, onClose }: { run: DividendRunView; onClose: () => void }) {
  const { t } = useConsoleTranslation();
  const list = useServerTable<DividendPart>('/Admin/dividends/payouts', {
    filters: { runId: String(run.id) },
    pageSize: 50,
  });
  const columns = dividendPartColumns(t);
  return (
    <Drawer
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('dividends.payoutsTitle', { week: run.week })}
      description={t('dividends.payoutsHint', { members: run.members, entryId: run.entryId })}
    >
      <DataTable
        caption={t('dividends.payoutsTitle', { week: run.week })}
        columns={columns}
        rowKey={(part) => String(part.memberId)}
        empty={{ title: t('dividends.noPayouts') }}
        {...list.table}
      />
    </Drawer>
  );
}
