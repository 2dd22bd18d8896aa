import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { FundOrderDetail, IncomePayment } from '@h5/api/contract/fund';
import { nextPayout } from './nextPayout.ts';

const payment = (period: number, state: IncomePayment['state']): IncomePayment => ({
  period,
  dueAt: new Date(Date.UTC(2026, 0, period)).toISOString(),
  amount: '0.45',
  state,
  paidAt: state === 'paid' ? new Date(Date.UTC(2026, 0, period)).toISOString() : null,
});

function order(states: IncomePayment['state'][], extra: Partial<FundOrderDetail> = {}): FundOrderDetail {
  return {
    id: 1,
    orderNo: 'FD202601010001',
    fundId: 1,
    fundName: 'Fund',
    amount: '1000.00',
    isTrial: false,
    cycleDays: states.length,
    monthlyRatePercent: '4.50',
    memberMonthlyRatePercent: '2.02',
    expectedIncome: '13.50',
    purchasedAt: '2026-01-01T00:00:00.000Z',
    state: 'in_progress',
    todayIncome: '0.00',
    cumulativeIncome: '0.00',
    pendingIncome: '0.00',
    paidPeriods: states.filter((state) => state === 'paid').length,
    nextIncomeAt: null,
    schedule: states.map((state, index) => payment(index + 1, state)),
    maturityAt: '2026-01-31T00:00:00.000Z',
    ...extra,
  };
}

test('an order under way: the first payout still to come, of how many', () => {
  const next = nextPayout(order(['paid', 'paid', 'upcoming', 'upcoming']));
  assert.equal(next.kind, 'next');
  assert.equal(next.kind === 'next' && next.payment.period, 3);
  assert.equal(next.kind === 'next' && next.total, 4);
  assert.equal(next.kind === 'next' && next.waiting, null);
});

test('income waiting for the pool is said beside the next payout', () => {
  const next = nextPayout(order(['paid', 'pending', 'upcoming'], { pendingIncome: '0.45' }));
  assert.deepEqual(next.kind === 'next' && next.waiting, '0.45');
});

test('every payout due but some waiting: waiting for the pool', () => {
  assert.deepEqual(nextPayout(order(['paid', 'pending'], { pendingIncome: '0.45' })), {
    kind: 'waiting',
    amount: '0.45',
  });
});

test('a completed order: matured with income waiting, or all paid', () => {
  assert.deepEqual(nextPayout(order(['paid', 'pending'], { state: 'completed', pendingIncome: '0.45' })), {
    kind: 'matured',
    amount: '0.45',
  });
  assert.deepEqual(nextPayout(order(['paid', 'paid'], { state: 'completed', cumulativeIncome: '0.90' })), {
    kind: 'allPaid',
    count: 2,
    amount: '0.90',
  });
});
