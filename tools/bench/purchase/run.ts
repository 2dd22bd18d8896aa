// Fund purchases over HTTP on MariaDB/MySQL (POST /api/Fund/purchase, a random fund on sale at its
// minimum): `npm run bench:purchase`. What it does and its budget: ../money-bench.ts. The API
// listens on BENCH_PORT (8196); the database is BENCH_DATABASE (default `purchase_bench`).
import { runMoneyBench } from '../money-bench.ts';

await runMoneyBench({
  name: 'purchase',
  defaultPort: 8196,
  title: 'fund purchases',
  moves: 'purchases',
  listPath: '/api/Fund/list?status=on_sale',
  describeProducts: (count) => `${count} funds at their minimum`,
  path: '/api/Fund/purchase',
  body: (fund, paymentPassword) => ({ fund_id: fund.id, amount: fund.minimum, paymentPassword, agree: 1 }),
  check: { table: 'fund_order', rows: 'orders', accountKind: 'locked', accountLabel: 'locked principal' },
});
