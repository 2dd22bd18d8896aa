import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fetchWithRetry } from './fetchWithRetry.ts';

function fakeFetch(answers: (() => Response)[]) {
  const calls: RequestInit[] = [];
  const fetchImpl = (async (_url: string, init: RequestInit) => {
    calls.push(init);
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)]!;
    return answer();
  }) as typeof fetch;
  return { fetchImpl, calls };
}

test('bypasses the HTTP cache and retries network failures and server errors', async () => {
  const { fetchImpl, calls } = fakeFetch([
    () => {
      throw new TypeError('Failed to fetch');
    },
    () => new Response('', { status: 503 }),
    () => new Response('{}', { status: 200 }),
  ]);
  const response = await fetchWithRetry('/m.json', {}, { retries: 2, delayMs: 1 }, fetchImpl);
  assert.equal(response.status, 200);
  assert.equal(calls.length, 3);
  assert.ok(calls.every((init) => init.cache === 'no-cache'));
});

test('a 4xx answer is final; the last failure is thrown once the retries are spent', async () => {
  const notFound = fakeFetch([() => new Response('', { status: 404 })]);
  await assert.rejects(fetchWithRetry('/m.json', {}, { retries: 2, delayMs: 1 }, notFound.fetchImpl), /404/);
  assert.equal(notFound.calls.length, 1);

  const down = fakeFetch([
    () => {
      throw new TypeError('Failed to fetch');
    },
  ]);
  await assert.rejects(fetchWithRetry('/m.json', {}, { retries: 1, delayMs: 1 }, down.fetchImpl), TypeError);
  assert.equal(down.calls.length, 2);
});
