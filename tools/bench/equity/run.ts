// Equity subscriptions over HTTP on MariaDB/MySQL (POST /api/Equity/subscribe, a random offering
// subscribing at its minimum): `npm run bench:equity`. What it does and its budget:
// ../money-bench.ts. The API listens on BENCH_PORT (8197); the database is BENCH_DATABASE (default
// `equity_bench`).
import { runMoneyBench } from '../money-bench.ts';

await runMoneyBench({
  name: 'equity',
  defaultPort: 8197,
  title: 'equity subscriptions',
  moves: 'subscriptions',
  listPath: '/api/Equity/list?status=subscribing',
  describeProducts: (count) => `${count} offerings at their minimum`,
  path: '/api/Equity/subscribe',
  body: (offering, paymentPassword) => ({
    offering_id: offering.id,
    amount: offering.minimum,
    paymentPassword,
    agree: 1,
  }),
  check: { table: 'equity_holding', rows: 'holdings', accountKind: 'equity', accountLabel: 'equity at cost' },
});
