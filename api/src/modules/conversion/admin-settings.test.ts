// What the console's rates page reads before it changes anything: the published rate and the
// withdrawal limits, for finance (and admin) only.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { signedInOperator } from '../../test/operators.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';

describe('operator API: current rate and withdrawal limits', () => {
  let server: TestServer;
  let finance: string;
  let support: string;
  before(async () => {
    server = await startTestServer();
    finance = (await signedInOperator(server, 'finance')).token;
    support = (await signedInOperator(server, 'support')).token;
  });
  after(() => server.close());

  const get = <T>(token: string, path: string) =>
    server.get<T>(`/api/Admin/${path}`, { lang: 'en-us', headers: { 'operator-token': token } });
  const post = (token: string, path: string, json: unknown) =>
    server.post(`/api/Admin/${path}`, { lang: 'en-us', headers: { 'operator-token': token }, json });

  it('answers null before a rate is published, then the rate as published', async () => {
    assert.equal((await get(finance, 'rates')).body.data, null);
    const set = await post(finance, 'rates/set', { usdtInr: '83.25', spread: '0.5', reason: 'morning rate' });
    assert.equal(set.body.status, 1, set.body.msg);
    const { body } = await get<{ usdtToInr: string; spreadPercent: string; publishedAt: string }>(
      finance,
      'rates',
    );
    assert.equal(body.data?.usdtToInr, '83.250000');
    assert.equal(body.data?.spreadPercent, '0.50');
    assert.ok(body.data?.publishedAt);
  });

  it('answers the withdrawal limits in force, the defaults first and then what finance saved', async () => {
    const before = await get<Record<string, string>>(finance, 'settings/withdrawal');
    assert.equal(before.body.status, 1);
    assert.deepEqual(Object.keys(before.body.data ?? {}).sort(), ['dailyLimit', 'fee', 'maximum', 'minimum']);
    const saved = await post(finance, 'settings/withdrawal', {
      minimum: '10',
      maximum: '500',
      dailyLimit: '2000',
      fee: '1.5',
      reason: 'new limits',
    });
    assert.equal(saved.body.status, 1, saved.body.msg);
    assert.deepEqual((await get(finance, 'settings/withdrawal')).body.data, {
      minimum: '10.000000',
      maximum: '500.000000',
      dailyLimit: '2000.000000',
      fee: '1.500000',
    });
  });

  it('refuses both to support', async () => {
    for (const path of ['rates', 'settings/withdrawal']) {
      const answer = await get(support, path);
      assert.equal(answer.httpStatus, 403, path);
    }
  });
});
