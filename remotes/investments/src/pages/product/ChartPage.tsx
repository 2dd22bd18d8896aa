import { useTranslation } from 'react-i18next';
import { navigation, type PageProps } from '@h5/platform';
import { Empty, NavBar } from '@h5/design-system';
import { Page, SectionTitle } from '@h5/design-system/Page';
import type { FundKlineType } from '@h5/api/contract/fund';
import { KlinePanel } from '../../components/KlinePanel.tsx';
import { useFundDetail } from '../../hooks/useFundDetail.ts';
import { pageId } from '../../utils/pageId.ts';

const RANGES: readonly string[] = ['day', 'week', 'month', 'all'];

/** The k-line of a fund on a page of its own (`pages/product/chart?id=<fund id>&type=day|week|month|all`). */
export function ChartPage({ params }: PageProps) {
  const { t } = useTranslation('investments');
  const id = pageId(params) ?? pageId(params, 'fund_id');
  const range = (RANGES.includes(params.type ?? '') ? params.type : 'day') as FundKlineType;
  return (
    <Page>
      <NavBar title={t('chart.title')} onBack={() => navigation.back(1, 'pages/product/product')} />
      {id === null ? <Empty title={t('common.notFound')} /> : <ChartContent id={id} range={range} />}
    </Page>
  );
}

function ChartContent({ id, range }: { id: number; range: FundKlineType }) {
  const detail = useFundDetail(id);
  const fund = detail.data ?? detail.latest;
  return (
    <main>
      {fund && <SectionTitle>{fund.name}</SectionTitle>}
      <KlinePanel fundId={id} height={280} initialRange={range} />
    </main>
  );
}
