import { useTranslation } from 'react-i18next';
import { navigation, useSession, type PageProps } from '@h5/platform';
import { toMinorUnits } from '@h5/platform/helpers';
import { Pending } from '@h5/platform/pending';
import { Empty, NavBar } from '@h5/design-system';
import { Amount } from '@h5/design-system/Amount';
import { Card } from '@h5/design-system/Card';
import { Page } from '@h5/design-system/Page';
import { formatDateTime } from '../../utils/formatDateTime.ts';
import type { FundOrderDetail } from '@h5/api/contract/fund';
import { DetailRows } from '../../components/DetailRows.tsx';
import { IncomeSchedule } from '../../components/IncomeSchedule.tsx';
import { LoginPrompt } from '../../components/LoginPrompt.tsx';
import { NextPayoutCard } from '../../components/NextPayoutCard.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { useOrderDetail } from '../../hooks/useOrderDetail.ts';
import { formatPercent } from '../../utils/formatPercent.ts';
import { FUND_FEES } from '../../utils/fundFees.ts';
import { pageId } from '../../utils/pageId.ts';
import { orderStateTone } from '../../utils/tones.ts';

/**
 * One fund order (`pages/order/detail?id=<order id>`): its next payout first (or that it has matured,
 * or is all paid), its figures, income so far and its income schedule.
 */
export function OrderDetailPage({ params }: PageProps) {
  const { t } = useTranslation('investments');
  const { token } = useSession();
  const id = pageId(params);
  return (
    <Page>
      <NavBar title={t('orderDetail.title')} onBack={() => navigation.back(1, 'pages/order/order')} />
      {!token ? (
        <LoginPrompt />
      ) : id === null ? (
        <Empty title={t('common.orderNotFound')} />
      ) : (
        <OrderContent id={id} />
      )}
    </Page>
  );
}

function OrderContent({ id }: { id: number }) {
  const { t } = useTranslation('investments');
  const detail = useOrderDetail(id);
  const order = detail.data ?? detail.latest;
  if (!order)
    return <Pending load={detail} notFound={t('common.orderNotFound')} card="flush" title rows={8} />;
  return (
    <main>
      <NextPayoutCard order={order} />
      <OrderFacts order={order} />
      <Card as="section" title={t('orderDetail.schedule')} titleId="order-schedule">
        <IncomeSchedule schedule={order.schedule} />
      </Card>
    </main>
  );
}

function OrderFacts({ order }: { order: FundOrderDetail }) {
  const { t } = useTranslation('investments');
  const pending = (toMinorUnits(order.pendingIncome, 2) ?? 0n) > 0n;
  return (
    <Card as="section" title={order.fundName} titleId="order-fund" data-testid="order-detail">
      <DetailRows
        rows={[
          { key: 'orderNo', label: t('order.orderNo'), value: order.orderNo, testId: 'order-no' },
          {
            key: 'state',
            label: t('order.status'),
            value: (
              <StatusBadge
                label={t(`state.${order.state}`)}
                tone={orderStateTone[order.state]}
                testId="order-state"
              />
            ),
          },
          order.isTrial && { key: 'trial', label: t('common.trial'), value: '', hint: t('order.trialNote') },
          {
            key: 'amount',
            label: t('order.amount'),
            value: <Amount value={order.amount} />,
            testId: 'order-amount',
          },
          { key: 'cycle', label: t('order.cycle'), value: t('common.days', { count: order.cycleDays }) },
          {
            key: 'rate',
            label: t('order.memberRate'),
            value: formatPercent(order.memberMonthlyRatePercent),
            testId: 'order-member-rate',
            hint: t('fund.grossRate', {
              rate: formatPercent(order.monthlyRatePercent),
              share: formatPercent(FUND_FEES.memberPercent),
            }),
          },
          {
            key: 'expected',
            label: t('order.expectedIncome'),
            value: <Amount value={order.expectedIncome} />,
            testId: 'order-expected-income',
          },
          {
            key: 'purchasedAt',
            label: t('order.purchasedAt'),
            value: <time dateTime={order.purchasedAt}>{formatDateTime(order.purchasedAt)}</time>,
          },
          {
            key: 'today',
            label: t('order.todayIncome'),
            value: <Amount value={order.todayIncome} />,
            testId: 'order-today-income',
          },
          {
            key: 'cumulative',
            label: t('order.cumulativeIncome'),
            value: <Amount value={order.cumulativeIncome} />,
            testId: 'order-cumulative-income',
          },
          pending && {
            key: 'pending',
            label: t('order.pendingIncome'),
            value: <Amount value={order.pendingIncome} />,
            testId: 'order-pending-income',
            hint: t('order.pendingHint'),
          },
          {
            key: 'paid',
            label: t('order.paidPeriods'),
            value: t('order.paidOf', { paid: order.paidPeriods, total: order.cycleDays }),
          },
          { key: 'maturity', label: t('order.maturityAt'), value: formatDateTime(order.maturityAt) },
        ]}
      />
    </Card>
  );
}
