// /api/health at a fixed 1,000 requests/s on 127.0.0.1 for 20 s. Budget: p99 under 10 ms.
import autocannon from 'autocannon';
import { startServer } from './server.ts';

const BUDGET_P99_MS = 10;

export async function measureHealth(port = 8193, seconds = Number(process.env.BENCH_SECONDS ?? 20)) {
  const server = await startServer(port);
  try {
    // Warm up the JIT and the database connection before measuring.
    await autocannon({ url: `${server.baseUrl}/api/health`, connections: 10, amount: 2000 });
    const result = await autocannon({
      url: `${server.baseUrl}/api/health`,
      connections: 20,
      overallRate: 1000,
      duration: seconds,
    });
    const l = result.latency;
    console.log(`\n/api/health at 1,000 req/s for ${seconds} s (20 connections)`);
    console.log(
      `  requests: ${result.requests.total}, non-2xx: ${result.non2xx}, errors: ${result.errors}, timeouts: ${result.timeouts}`,
    );
    console.log(`  achieved rate: ${result.requests.average.toFixed(0)} req/s`);
    console.log(`  latency ms: p50 ${l.p50}, p90 ${l.p90}, p99 ${l.p99}, p99.9 ${l.p99_9}, max ${l.max}`);
    const ok = l.p99 < BUDGET_P99_MS && result.non2xx === 0 && result.errors === 0;
    console.log(`  budget p99 < ${BUDGET_P99_MS} ms: ${ok ? 'within' : 'OVER'}`);
    return { p99: l.p99, withinBudget: ok };
  } finally {
    await server.stop();
  }
}

if (import.meta.main) await measureHealth();
