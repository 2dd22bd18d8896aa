import { Amount } from '@h5/design-system/Amount';
import type { DataTableColumn } from '@h5/design-system/DataTable';
import type { DividendPart } from '@h5/api/contract/dividend';
import type { useConsoleTranslation } from '../i18n/consoleTranslations.ts';

type T = ReturnType<typeof useConsoleTranslation>['t'];

/** A dividend's parts as the preview and a run's payouts list them: member, weight, amount. */
export const dividendPartColumns = (t: T): DataTableColumn<DividendPart>[] => [
  { id: 'memberId', header: t('dividends.columns.member'), cell: (part) => part.memberId, numeric: true },
  {
    id: 'weight',
    header: t('dividends.columns.weight'),
    cell: (part) => <Amount value={part.weight} currency="INR" />,
    numeric: true,
  },
  {
    id: 'amount',
    header: t('dividends.columns.amount'),
    cell: (part) => <Amount value={part.amount} currency="INR" />,
    numeric: true,
  },
];
