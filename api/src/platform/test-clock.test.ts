import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it, test } from 'node:test';
import { Secret, TOTP } from 'otpauth';
import type { UserInfo } from '../modules/account/account.contract.ts';
import type { AuthenticatorSetup } from '../modules/security/security.contract.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { dialectOf } from '../db/dialect.ts';
import { createLedgerService } from '../modules/ledger/ledger.service.ts';
import { createPiggyInterestService, utcDay } from '../modules/piggy/piggy-interest.service.ts';
import { runAdmin } from '../test/cli.ts';
import { buildMember } from '../test/factories.ts';
import { assertLedgerClean } from '../test/ledger.ts';
import { startTestServer, type TestServer } from '../test/server.ts';
import { startSmtpCatcher, type SmtpCatcher } from '../test/smtp.ts';
import {
  clockFor,
  fileOffsetClock,
  formatDuration,
  parseDuration,
  readTestClockOffset,
  TEST_CLOCK_RECHECK_MS,
  testClockFile,
  writeTestClockOffset,
} from './test-clock.ts';

const HOUR = 3_600_000;
const main = fileURLToPath(new URL('../main.ts', import.meta.url));

test('durations: days, hours, minutes and seconds in that order', () => {
  assert.equal(parseDuration('24h'), 24 * HOUR);
  assert.equal(parseDuration('8h5m'), 8 * HOUR + 5 * 60_000);
  assert.equal(parseDuration('90s'), 90_000);
  assert.equal(parseDuration('2d1s'), 48 * HOUR + 1_000);
  for (const bad of ['', 'h', '5m8h', '1.5h', '-1h', '10 minutes', '3w'])
    assert.equal(parseDuration(bad), null, bad);
  assert.equal(formatDuration(8 * HOUR + 5 * 60_000), '8h5m');
  assert.equal(formatDuration(26 * HOUR + 30_000), '1d2h30s');
  assert.equal(formatDuration(0), '0s');
});

test('the clock follows its offset file within the recheck interval, and keeps the last offset on a bad file', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'h5-test-clock-'));
  const file = testClockFile(dir);
  const clock = fileOffsetClock(file);
  const near = (expected: number) => {
    const difference = clock.now().getTime() - expected;
    assert.ok(difference >= 0 && difference < 1_000, `off by ${difference} ms`);
  };
  near(Date.now());
  assert.equal(readTestClockOffset(file), 0, 'no file: real time');

  writeTestClockOffset(file, 8 * HOUR);
  await delay(TEST_CLOCK_RECHECK_MS + 10);
  near(Date.now() + 8 * HOUR);
  assert.equal(clock.offsetMs(), 8 * HOUR);

  writeFileSync(file, '{"offsetMs": "soon"');
  await delay(TEST_CLOCK_RECHECK_MS + 10);
  assert.equal(clock.offsetMs(), 8 * HOUR, 'a broken file keeps the offset last read');
  writeTestClockOffset(file, 90_000);
  await delay(TEST_CLOCK_RECHECK_MS + 10);
  assert.equal(clock.offsetMs(), 90_000);

  rmSync(file);
  await delay(TEST_CLOCK_RECHECK_MS + 10);
  assert.equal(clock.offsetMs(), 0, 'the file removed: real time again');
  rmSync(dir, { recursive: true });
});

test('TEST_CLOCK=1 is refused with NODE_ENV=production, and the server does not start', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'h5-test-clock-'));
  assert.throws(
    () => loadConfig({ DATA_DIR: dataDir, TEST_CLOCK: '1', NODE_ENV: 'production' }),
    (error: unknown) => error instanceof ConfigError && /TEST_CLOCK.*NODE_ENV=production/.test(error.message),
  );
  assert.throws(
    () => loadConfig({ DATA_DIR: dataDir, TEST_CLOCK: 'yes' }),
    (error: unknown) => error instanceof ConfigError && error.message.includes('TEST_CLOCK:'),
  );
  assert.equal(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production' }).testClock, false);
  assert.equal(loadConfig({ DATA_DIR: dataDir, TEST_CLOCK: '0' }).testClock, false);
  assert.equal(
    clockFor(loadConfig({ DATA_DIR: dataDir }))
      .now()
      .getTime() -
      Date.now() <
      1_000,
    true,
  );

  const result = spawnSync(process.execPath, [main], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      TEST_CLOCK: '1',
      NODE_ENV: 'production',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    encoding: 'utf8',
    timeout: 20_000,
  });
  assert.equal(result.status, 1);
  assert.match(result.stderr, /TEST_CLOCK: a test clock is refused when NODE_ENV=production/);
  rmSync(dataDir, { recursive: true });
});

describe('a server on the test clock (TEST_CLOCK=1)', () => {
  let server: TestServer;
  let smtp: SmtpCatcher;
  before(async () => {
    smtp = await startSmtpCatcher();
    server = await startTestServer({ env: { TEST_CLOCK: '1', SMTP_URL: smtp.url } });
  });
  after(async () => {
    await server.close();
    await smtp.close();
  });

  /** The server's time as a test outside it computes it: real time + the stored offset. */
  const serverNow = () => Date.now() + readTestClockOffset(testClockFile(server.dataDir));
  const as = (token: string) => ({ headers: { token }, lang: 'en-us' });
  /** `npm run admin -- clock:…`, then long enough for the server's next look at the file. */
  async function clock(...args: string[]) {
    const run = await runAdmin(server, args);
    assert.equal(run.code, 0, run.stderr);
    await delay(TEST_CLOCK_RECHECK_MS + 10);
    return run.stdout.trim();
  }

  it('moves the 8 h withdrawal lock, TOTP, quote validity, mail codes and sessions together', async () => {
    const built = await buildMember(server);
    const token = built.token;

    // A first bind locks nothing; removing the authenticator locks withdrawals for 8 hours of the
    // server's time.
    const bind = async () => {
      const setup = await server.post<AuthenticatorSetup>('/api/Security/authenticator/prepare', as(token));
      const bound = new TOTP({ secret: Secret.fromBase32(setup.body.data.secret), digits: 6, period: 30 });
      const answer = await server.post<UserInfo>('/api/Security/authenticator/bind', {
        ...as(token),
        form: { code: bound.generate({ timestamp: serverNow() }) },
      });
      assert.equal(answer.body.status, 1, answer.body.msg);
      return bound;
    };
    const first = await bind();
    const settings = () =>
      server.get<{ lockedUntil: string | null }>('/api/Wallet/withdrawal/settings', as(token));
    assert.equal((await settings()).body.data.lockedUntil, null);
    await clock('clock:advance', '--by', '30s');
    await server.post('/api/Mail/sendCode', { ...as(token), form: { scene: 'authenticator' } });
    const unbound = await server.post<UserInfo>('/api/Security/authenticator/unbind', {
      ...as(token),
      form: {
        currentCode: first.generate({ timestamp: serverNow() }),
        mailCode: await smtp.waitForCode(built.mailbox),
      },
    });
    assert.equal(unbound.body.status, 1, unbound.body.msg);
    const totp = await bind();
    const lockedUntil = Date.parse((await settings()).body.data.lockedUntil ?? '');
    assert.ok(Math.abs(lockedUntil - (serverNow() + 8 * HOUR)) < 5_000);
    const request = () =>
      server.post('/api/Wallet/withdrawal/request', {
        lang: 'en-us',
        headers: { token, 'Idempotency-Key': randomUUID() },
        json: { addressId: 1, amount: '20', paymentPassword: '135790', code: '000000' },
      });
    const locked = await request();
    assert.equal(locked.httpStatus, 422);
    assert.match(locked.body.msg, /Please try again in (7 h 59|8 h 0) min\./);

    // A quote holds 30 s of the server's time.
    assert.equal((await runAdmin(server, ['rates:set', '--usdt-inr', '83.25', '--spread', '0.5'])).code, 0);
    const quote = await server.post<{ quoteId: number }>('/api/Wallet/conversion/quote', {
      ...as(token),
      json: { from: 'INR', amount: '100' },
    });
    assert.equal(quote.body.status, 1, quote.body.msg);
    assert.match(await clock('clock:advance', '--by', '31s'), /\(real time \+ 1m1s\)$/);
    const expired = await server.post('/api/Wallet/conversion/confirm', {
      lang: 'en-us',
      headers: { token, 'Idempotency-Key': randomUUID() },
      json: { quoteId: quote.body.data.quoteId, paymentPassword: '135790' },
    });
    assert.equal(expired.httpStatus, 410);
    assert.equal(expired.body.msg, 'The quote has expired, please get a new one');

    // Past the lock: the request gets as far as the missing address.
    await clock('clock:advance', '--by', '8h5m');
    assert.equal((await settings()).body.data.lockedUntil, null);
    const unlocked = await request();
    assert.equal(unlocked.httpStatus, 422);
    assert.equal(unlocked.body.msg, 'please add the address first');

    // The authenticator checks codes against the server's time, not the real one.
    const addAddress = (code: string) =>
      server.post('/api/Wallet/addresses/add', {
        ...as(token),
        json: { chain: 'TRC20', address: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8', code },
      });
    const realTime = await addAddress(totp.generate({ timestamp: Date.now() }));
    assert.equal(realTime.body.msg, 'The Google authenticator code is wrong');
    const serverTime = await addAddress(totp.generate({ timestamp: serverNow() }));
    assert.equal(serverTime.body.status, 1, serverTime.body.msg);

    // A mail code lasts 10 minutes of the server's time.
    const sent = await server.post('/api/Mail/sendCode', {
      ...as(token),
      form: { scene: 'payment_password' },
    });
    assert.equal(sent.body.status, 1, sent.body.msg);
    const code = await smtp.waitForCode(built.mailbox);
    await clock('clock:advance', '--by', '10m1s');
    const late = await server.post('/api/Security/setPaymentPassword', {
      ...as(token),
      form: { code, password: '135790', password2: '135790' },
    });
    assert.equal(late.body.msg, 'The verification code has expired, please request a new one');

    // The daily jobs pay the day before the server's date.
    const piggy = createPiggyInterestService({
      clock: clockFor(server.config),
      ledger: createLedgerService({ dialect: dialectOf(server.config), clock: clockFor(server.config) }),
    });
    assert.equal(piggy.dueDay(), utcDay(new Date(serverNow() - 24 * HOUR)));

    // A session lasts SESSION_TTL_DAYS (30) of the server's time.
    assert.equal((await server.get('/api/User/info', as(token))).body.status, 1);
    assert.match(await clock('clock:advance', '--by', '30d'), /\(real time \+ 30d8h16m2s\)$/);
    const gone = await server.get('/api/User/info', as(token));
    assert.equal(gone.httpStatus, 401);
    assert.equal(gone.body.status, -100);

    const shown = await clock('clock:show');
    const at = Date.parse(/^test clock: (\S+) /.exec(shown)?.[1] ?? '');
    assert.ok(Math.abs(at - serverNow()) < 5_000, shown);
    assert.match(await clock('clock:reset'), /\(real time \+ 0s\)$/);
    assert.equal(readTestClockOffset(testClockFile(server.dataDir)), 0);
    await assertLedgerClean(server.orm);
  });

  it('refuses bad durations, and every clock command without TEST_CLOCK=1, changing nothing', async () => {
    for (const by of ['soon', '0s', '-1h']) {
      const run = await runAdmin(server, ['clock:advance', '--by', by]);
      assert.equal(run.code, 2, by);
    }
    assert.equal((await runAdmin(server, ['clock:advance'])).code, 2);
    assert.equal((await runAdmin(server, ['clock:advance', '--by', '3651d'])).code, 2);

    const file = testClockFile(server.dataDir);
    rmSync(file, { force: true });
    const withoutTestClock = { ...server, config: { ...server.config, testClock: false } };
    for (const args of [['clock:advance', '--by', '1h'], ['clock:show'], ['clock:reset']]) {
      const run = await runAdmin(withoutTestClock, args);
      assert.equal(run.code, 1, args.join(' '));
      assert.match(run.stderr, /refused, nothing changed: the test clock only exists with TEST_CLOCK=1/);
    }
    assert.equal(existsSync(file), false);
  });

  it('piggy:pay pays the day the test clock has just ended, once', async () => {
    const built = await buildMember(server, { balance: '10000.00' });
    const token = built.token;
    const moved = await server.post('/api/Wallet/piggy/in', {
      ...as(token),
      headers: { token, 'Idempotency-Key': randomUUID() },
      json: { amount: '10000.00' },
    });
    assert.equal(moved.httpStatus, 200, moved.body.msg);
    const admin = async (...args: string[]) => {
      const run = await runAdmin(server, args);
      assert.equal(run.code, 0, run.stderr);
      return run.stdout.trim();
    };
    await admin('piggy:rate', '--annual', '3.65');
    await admin(
      'pool:fund',
      '--account',
      'promotions',
      '--asset',
      'INR',
      '--amount',
      '10.00',
      '--memo',
      'interest',
    );
    const interest = async () =>
      (await server.get<{ interestTotal: string }>('/api/Wallet/piggy', as(token))).body.data.interestTotal;

    // At 3.65 % a year, ₹10,000.00 earns ₹1.00 a day: yesterday's, then the day the clock moves past.
    const yesterday = utcDay(new Date(serverNow() - 24 * HOUR));
    assert.equal(await admin('piggy:pay'), `piggy bank interest of ${yesterday}: 1 member(s) paid`);
    assert.equal(await admin('piggy:pay'), `piggy bank interest of ${yesterday}: 0 member(s) paid`);
    assert.equal(await interest(), '1.00');
    await clock('clock:advance', '--by', '24h');
    const today = utcDay(new Date(serverNow() - 24 * HOUR));
    assert.notEqual(today, yesterday);
    assert.equal(await admin('piggy:pay'), `piggy bank interest of ${today}: 1 member(s) paid`);
    assert.equal(await interest(), '2.00');

    const notEnded = await runAdmin(server, ['piggy:pay', '--day', utcDay(new Date(serverNow()))]);
    assert.equal(notEnded.code, 2);
    assert.match(notEnded.stderr, /--day must be a day that has ended/);
    assert.equal((await runAdmin(server, ['piggy:pay', '--day', '2026-02-30'])).code, 2);
    await assertLedgerClean(server.orm);
  });
});
