// `npm run bench:lighthouse -w tools/bench`: Lighthouse (its npm package, default mobile preset:
// simulated slow 4G and a 4× slower CPU) against Debian's Chromium, on a production build, for the
// home tab and the funds tab; each figure the median of RUNS runs. Budgets (issue #12): performance
// ≥ 95, LCP ≤ 2.0 s, TBT ≤ 150 ms, accessibility 100. Prints the figures and exits non-zero when one
// is over budget.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumLaunchOptions } from '../scripts/chromium.ts';
import { median } from './page-load.ts';
import { startServer } from './server.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);

const PAGES = [
  { name: 'home tab', path: '/h5/' },
  { name: 'funds tab', path: '/h5/#/pages/product/product' },
];

const BUDGET = { performance: 95, lcpMs: 2_000, tbtMs: 150, accessibility: 100 };

type Run = { performance: number; accessibility: number; fcpMs: number; lcpMs: number; tbtMs: number };

async function audit(url: string, port: number): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse: ${runtimeError.code} ${runtimeError.message}`);
  const score = (name: string) => Math.round((categories[name]?.score ?? 0) * 100);
  const ms = (name: string) => audits[name]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    fcpMs: ms('first-contentful-paint'),
    lcpMs: ms('largest-contentful-paint'),
    tbtMs: ms('total-blocking-time'),
  };
}

const server = await startServer(8194);
const chrome = await launch({
  chromePath: chromiumLaunchOptions.executablePath,
  chromeFlags: [...chromiumLaunchOptions.args, '--headless=new'],
});
let over = false;
try {
  for (const page of PAGES) {
    const runs: Run[] = [];
    for (let run = 0; run < RUNS; run++) runs.push(await audit(`${server.baseUrl}${page.path}`, chrome.port));
    const figure = (key: keyof Run) => median(runs.map((run) => run[key]));
    const within =
      figure('performance') >= BUDGET.performance &&
      figure('lcpMs') <= BUDGET.lcpMs &&
      figure('tbtMs') <= BUDGET.tbtMs &&
      figure('accessibility') >= BUDGET.accessibility;
    over ||= !within;
    console.log(
      `${page.name} (${page.path}), median of ${RUNS}: performance ${figure('performance')} (runs ${runs
        .map((run) => run.performance)
        .join(
          ', ',
        )}), FCP ${(figure('fcpMs') / 1000).toFixed(2)} s, LCP ${(figure('lcpMs') / 1000).toFixed(2)} s, TBT ${Math.round(
        figure('tbtMs'),
      )} ms, accessibility ${figure('accessibility')}: ${within ? 'within budget' : 'OVER budget'}`,
    );
  }
} finally {
  chrome.kill();
  await server.stop();
}
console.log(
  `budget: performance ≥ ${BUDGET.performance}, LCP ≤ ${BUDGET.lcpMs / 1000} s, TBT ≤ ${BUDGET.tbtMs} ms, accessibility ${BUDGET.accessibility}`,
);
process.exit(over ? 1 : 0);
