// `npm run bench`: the foundation's budgets, measured on a production build. Prints figures;
// exits non-zero when one is over budget so a regression is visible.
import { measureFirstLoad } from './first-load.ts';
import { measureHealth } from './health-latency.ts';
import { measureRemoteLoad } from './remote-load.ts';
import { measureStart } from './start-time.ts';

const results = {
  firstLoad: await measureFirstLoad(),
  start: await measureStart(),
  health: await measureHealth(),
  swapRemoteLoad: await measureRemoteLoad('swap'),
};
const over = Object.entries(results)
  .filter(([, r]) => !r.withinBudget)
  .map(([name]) => name);
console.log(over.length ? `\nover budget: ${over.join(', ')}` : '\nall budgets met');
process.exit(over.length ? 1 : 0);
