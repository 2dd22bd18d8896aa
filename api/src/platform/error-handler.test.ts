import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { after, before, test } from 'node:test';
import Koa from 'koa';
import type { AppState } from './context.ts';
import { errorHandler } from './error-handler.ts';
import { lang } from './lang.ts';
import { createLogger } from './logger.ts';
import { requestId } from './request-id.ts';

const logs: string[] = [];
const server = createServer();
let baseUrl = '';

before(async () => {
  const logger = createLogger(
    { logLevel: 'info' },
    new Writable({
      write(chunk, _encoding, done) {
        logs.push(String(chunk));
        done();
      },
    }),
  );
  const app = new Koa<AppState>();
  app.use(requestId(logger)).use(errorHandler()).use(lang());
  app.use(() => {
    throw new Error('connect ECONNREFUSED 10.0.0.7:3306 at /srv/api/db.ts');
  });
  server.on('request', app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
after(() => new Promise<void>((resolve) => server.close(() => resolve())));

test('an unexpected error is a 500 envelope that reveals nothing, and is logged in full', async () => {
  const response = await fetch(`${baseUrl}/api/anything`, { headers: { Lang: 'en-us' } });
  assert.equal(response.status, 500);
  const text = await response.text();
  assert.deepEqual(JSON.parse(text), {
    status: -1,
    msg: 'Operation failed, please try again later',
    data: null,
  });
  assert.ok(!text.includes('ECONNREFUSED'));
  assert.ok(logs.some((line) => line.includes('ECONNREFUSED') && line.includes('"level":50')));
});
