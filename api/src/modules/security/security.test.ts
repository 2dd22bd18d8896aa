import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Secret, TOTP } from 'otpauth';
import type { UserInfo } from '../../modules/account/account.contract.ts';
import type { AuthenticatorSetup } from './security.contract.ts';
import { manualClock } from '../../platform/clock.ts';
import { buildMember } from '../../test/factories.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { startSmtpCatcher, type SmtpCatcher } from '../../test/smtp.ts';
import { MemberSchema } from '../account/member.entity.ts';

const clock = manualClock();
let server: TestServer;
let smtp: SmtpCatcher;

before(async () => {
  smtp = await startSmtpCatcher();
  server = await startTestServer({ clock, env: { SMTP_URL: smtp.url }, captureLogs: true });
});
after(async () => {
  await server.close();
  await smtp.close();
});

const as = (token: string, lang = 'en-us') => ({ headers: { token }, lang });
const totpCode = (secret: string, offsetMs = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: clock.now().getTime() + offsetMs,
  });

async function mailCode(token: string, mailbox: string, scene: string) {
  clock.advance(61_000);
  const sent = await server.post('/api/Mail/sendCode', { form: { scene }, headers: { token } });
  assert.equal(sent.body.status, 1, sent.body.msg);
  return smtp.waitForCode(mailbox);
}

async function bindAuthenticator(token: string) {
  const setup = await server.post<AuthenticatorSetup>('/api/Security/authenticator/prepare', as(token));
  const bound = await server.post<UserInfo>('/api/Security/authenticator/bind', {
    form: { code: totpCode(setup.body.data.secret) },
    ...as(token),
  });
  assert.equal(bound.body.status, 1, bound.body.msg);
  return { secret: setup.body.data.secret, user: bound.body.data };
}

test('payment password: set with a mail code (6 digits, keyed hash), changed with the old one', async () => {
  const m = await buildMember(server);
  const { token } = m;
  const code = await mailCode(token, m.mailbox, 'payment_password');
  for (const [form, msg] of [
    [{ code, password: '12345', password2: '12345' }, 'The payment password is 6 digits'],
    [{ code, password: '12345a', password2: '12345a' }, 'The payment password is 6 digits'],
    [{ code, password: '123456', password2: '123457' }, 'second password inconsistent'],
    [{ password: '123456', password2: '123456' }, 'please enter the verification code'],
  ] as const) {
    const bad = await server.post('/api/Security/setPaymentPassword', { form, ...as(token) });
    assert.equal(bad.body.msg, msg);
  }
  const set = await server.post('/api/Security/setPaymentPassword', {
    form: { code, password: '246810', password2: '246810' },
    ...as(token),
  });
  assert.equal(set.body.status, 1, set.body.msg);
  const stored = await server.orm.em.fork().findOneOrFail(MemberSchema, { id: m.id });
  assert.match(stored.paymentPasswordHash!, /^[a-f0-9]{64}$/);
  const info = await server.get<UserInfo>('/api/User/info', as(token));
  assert.equal(info.body.data.security.paymentPassword, true);

  const wrongOld = await server.post('/api/Security/changePaymentPassword', {
    form: { oldPassword: '111111', password: '135790', password2: '135790' },
    ...as(token, 'zh-cn'),
  });
  assert.equal(wrongOld.body.msg, '支付密码错误');
  const changed = await server.post('/api/Security/changePaymentPassword', {
    form: { oldPassword: '246810', password: '135790', password2: '135790' },
    ...as(token),
  });
  assert.equal(changed.body.status, 1, changed.body.msg);
});

test('verifyPaymentPassword: "not set", "wrong", and brute force ends in a lockout', async () => {
  const m = await buildMember(server);
  const { token } = m;
  const notSet = await server.post('/api/Security/changePaymentPassword', {
    form: { oldPassword: '000000', password: '135790', password2: '135790' },
    ...as(token, 'hi-in'),
  });
  // A business refusal, never 403 (which the app reads as a lost session).
  assert.equal(notSet.httpStatus, 422);
  assert.deepEqual(notSet.body, {
    status: 0,
    msg: 'कृपया पहले भुगतान पासवर्ड सेट करें',
    data: { code: 'payment_password_unset' },
  });

  const code = await mailCode(token, m.mailbox, 'payment_password');
  await server.post('/api/Security/setPaymentPassword', {
    form: { code, password: '987654', password2: '987654' },
    ...as(token),
  });
  const attempts = [];
  for (let guess = 100000; guess < 100006; guess++) {
    attempts.push(
      await server.post('/api/Security/changePaymentPassword', {
        form: { oldPassword: String(guess), password: '135790', password2: '135790' },
        ...as(token),
      }),
    );
  }
  assert.deepEqual(
    attempts.map((a) => a.httpStatus),
    [422, 422, 422, 422, 429, 429],
  );
  assert.equal(attempts[4]!.body.msg, 'Too many wrong payment passwords. Please try again in 60 minutes.');
  const right = await server.post('/api/Security/changePaymentPassword', {
    form: { oldPassword: '987654', password: '135790', password2: '135790' },
    ...as(token),
  });
  assert.equal(right.httpStatus, 429, 'locked even for the right password');
  const activity = await server.get<{ list: { type: string }[] }>('/api/Security/activity', as(token));
  assert.ok(activity.body.data.list.some((e) => e.type === 'payment_password_locked'));
});

test('payment-password guesses sent at once meet the lockout after the fifth, like guesses sent one by one', async () => {
  const m = await buildMember(server);
  const { token } = m;
  const code = await mailCode(token, m.mailbox, 'payment_password');
  await server.post('/api/Security/setPaymentPassword', {
    form: { code, password: '987654', password2: '987654' },
    ...as(token),
  });
  const burst = await Promise.all(
    Array.from({ length: 12 }, (_, i) =>
      server.post('/api/Security/changePaymentPassword', {
        form: { oldPassword: String(200000 + i), password: '135790', password2: '135790' },
        ...as(token),
      }),
    ),
  );
  assert.deepEqual(burst.map((a) => a.httpStatus).sort(), [
    ...Array<number>(4).fill(422),
    ...Array<number>(8).fill(429),
  ]);
  const failed = await server.orm.em
    .fork()
    .getConnection()
    .execute<{ n: number }[]>(
      "select count(*) as n from audit_event where member_id = ? and type = 'payment_password_failed'",
      [m.id],
    );
  assert.equal(Number(failed[0]!.n), 5, 'five guesses were tried, no more');
});

test('authenticator: prepare shows the secret as text and SVG QR code; a first bind confirms it and locks nothing', async () => {
  const m = await buildMember(server);
  const { token } = m;
  const setup = await server.post<AuthenticatorSetup>('/api/Security/authenticator/prepare', as(token));
  const { secret, otpauthUrl, qrDataUrl } = setup.body.data;
  assert.match(secret, /^[A-Z2-7]{32}$/);
  assert.ok(otpauthUrl.startsWith('otpauth://totp/'));
  assert.ok(otpauthUrl.includes(`secret=${secret}`));
  assert.ok(qrDataUrl.startsWith('data:image/svg+xml;base64,'));
  assert.match(Buffer.from(qrDataUrl.split(',')[1]!, 'base64').toString(), /<svg/);

  const stored = await server.orm.em.fork().findOneOrFail(MemberSchema, { id: m.id });
  assert.ok(stored.totpPendingSecret && !stored.totpPendingSecret.includes(secret), 'encrypted at rest');

  const wrong = await server.post('/api/Security/authenticator/bind', {
    form: { code: '000000' },
    ...as(token, 'zh-cn'),
  });
  assert.equal(wrong.body.msg, totpCode(secret) === '000000' ? wrong.body.msg : '谷歌验证码错误');
  const bound = await server.post<UserInfo>('/api/Security/authenticator/bind', {
    form: { code: totpCode(secret) },
    ...as(token),
  });
  assert.equal(bound.body.status, 1, bound.body.msg);
  assert.equal(bound.body.data.security.authenticator, true);
  // The spec locks withdrawals after a change of authenticator; a new member's first bind is none.
  assert.equal(bound.body.data.security.withdrawLockedUntil, null);
  const stored2 = await server.orm.em.fork().findOneOrFail(MemberSchema, { id: m.id });
  assert.equal(stored2.withdrawLockedUntil, null);
  const bindAgain = await server.post('/api/Security/authenticator/bind', {
    form: { code: totpCode(secret) },
    ...as(token),
  });
  assert.equal(bindAgain.httpStatus, 409);
});

test('authenticator: the key being set up stays the same on every visit until it is bound or renewed on purpose', async () => {
  const { token } = await buildMember(server);
  const prepare = (form: Record<string, string> = {}) =>
    server.post<AuthenticatorSetup>('/api/Security/authenticator/prepare', { form, ...as(token) });
  const first = (await prepare()).body.data;
  const again = await prepare();
  assert.equal(again.httpStatus, 200, again.body.msg);
  assert.deepEqual(again.body.data, first, 'a member who scanned, left and came back sees the same key');
  const renewed = (await prepare({ renew: 'true' })).body.data;
  assert.notEqual(renewed.secret, first.secret);
  assert.equal((await prepare({ renew: 'false' })).body.data.secret, renewed.secret);
  const bad = await server.post('/api/Security/authenticator/prepare', {
    form: { renew: 'maybe' },
    ...as(token, 'en-us'),
  });
  assert.equal(bad.httpStatus, 422, bad.body.msg);
  const stale = await server.post('/api/Security/authenticator/bind', {
    form: { code: totpCode(first.secret) },
    ...as(token, 'en-us'),
  });
  assert.equal(
    stale.body.msg,
    totpCode(first.secret) === totpCode(renewed.secret)
      ? stale.body.msg
      : 'The Google authenticator code is wrong',
  );
  const bound = await server.post<UserInfo>('/api/Security/authenticator/bind', {
    form: { code: totpCode(renewed.secret) },
    ...as(token),
  });
  assert.equal(bound.body.status, 1, bound.body.msg);
  // Bound: the next prepare (to change it) starts a new key.
  assert.notEqual((await prepare()).body.data.secret, renewed.secret);
});

test('requireAuthenticator: a code is accepted once; the window is one step either side', async () => {
  const m = await buildMember(server);
  const { token } = m;
  const { secret } = await bindAuthenticator(token);
  // Through the unbind endpoint, which calls requireAuthenticator first.
  const code = await mailCode(token, m.mailbox, 'authenticator');
  const current = totpCode(secret);
  const wrongMail = await server.post('/api/Security/authenticator/unbind', {
    form: { currentCode: current, mailCode: code === '111111' ? '222222' : '111111' },
    ...as(token),
  });
  assert.equal(wrongMail.body.msg, 'The verification code is wrong');
  const reused = await server.post('/api/Security/authenticator/unbind', {
    form: { currentCode: current, mailCode: code },
    ...as(token, 'en-us'),
  });
  assert.equal(reused.httpStatus, 422);
  assert.equal(
    reused.body.msg,
    'This Google authenticator code has already been used, please wait for the next one',
  );

  clock.advance(30_000);
  const stale = totpCode(secret, -90_000);
  const tooOld = await server.post('/api/Security/authenticator/unbind', {
    form: { currentCode: stale, mailCode: code },
    ...as(token),
  });
  assert.equal(tooOld.body.msg, 'The Google authenticator code is wrong');
  const unbound = await server.post<UserInfo>('/api/Security/authenticator/unbind', {
    form: { currentCode: totpCode(secret, 30_000), mailCode: code },
    ...as(token),
  });
  assert.equal(unbound.body.status, 1, unbound.body.msg);
  assert.equal(unbound.body.data.security.authenticator, false);
  assert.equal(
    unbound.body.data.security.withdrawLockedUntil,
    new Date(clock.now().getTime() + 8 * 3_600_000).toISOString(),
  );
});

test('authenticator change: current code + mail code + a code of the new secret', async () => {
  const m = await buildMember(server);
  const { token } = m;
  const { secret: old } = await bindAuthenticator(token);
  clock.advance(30_000);
  const next = await server.post<AuthenticatorSetup>('/api/Security/authenticator/prepare', as(token));
  const fresh = next.body.data.secret;
  const code = await mailCode(token, m.mailbox, 'authenticator');
  const wrongNew = await server.post('/api/Security/authenticator/change', {
    form: { currentCode: totpCode(old), mailCode: code, code: totpCode(old) },
    ...as(token),
  });
  assert.equal(wrongNew.body.msg, 'The Google authenticator code is wrong');
  const changed = await server.post<UserInfo>('/api/Security/authenticator/change', {
    form: { currentCode: totpCode(old), mailCode: code, code: totpCode(fresh) },
    ...as(token),
  });
  assert.equal(changed.body.status, 1, changed.body.msg);
  const lockedUntil = new Date(clock.now().getTime() + 8 * 3_600_000).toISOString();
  assert.equal(changed.body.data.security.withdrawLockedUntil, lockedUntil);
  clock.advance(8 * 3_600_000 - 1000);
  const stillLocked = await server.get<UserInfo>('/api/User/info', as(token));
  assert.equal(stillLocked.body.data.security.withdrawLockedUntil, lockedUntil);
  clock.advance(2000);
  const unlocked = await server.get<UserInfo>('/api/User/info', as(token));
  assert.equal(unlocked.body.data.security.withdrawLockedUntil, null);
  clock.advance(30_000);
  const code2 = await mailCode(token, m.mailbox, 'authenticator');
  const withOld = await server.post('/api/Security/authenticator/unbind', {
    form: { currentCode: totpCode(old), mailCode: code2 },
    ...as(token),
  });
  assert.equal(withOld.body.msg, 'The Google authenticator code is wrong');
});

test('brute force against the authenticator ends in a lockout', async () => {
  const m = await buildMember(server);
  const { token } = m;
  const { secret } = await bindAuthenticator(token);
  clock.advance(30_000);
  const code = await mailCode(token, m.mailbox, 'authenticator');
  const right = totpCode(secret);
  const guesses = ['000001', '000002', '000003', '000004', '000005', '000006'].filter((g) => g !== right);
  const answers = [];
  for (const guess of guesses.slice(0, 5)) {
    answers.push(
      await server.post('/api/Security/authenticator/unbind', {
        form: { currentCode: guess, mailCode: code },
        ...as(token),
      }),
    );
  }
  assert.deepEqual(
    answers.map((a) => a.httpStatus),
    [422, 422, 422, 422, 429],
  );
  assert.equal(
    answers[4]!.body.msg,
    'Too many wrong Google authenticator codes. Please try again in 15 minutes.',
  );
  const locked = await server.post('/api/Security/authenticator/unbind', {
    form: { currentCode: right, mailCode: code },
    ...as(token, 'zh-cn'),
  });
  assert.equal(locked.httpStatus, 429);
  assert.match(locked.body.msg, /谷歌验证码错误次数过多/);
});

test('the security endpoints need a login and act only on the caller', async () => {
  for (const path of [
    '/api/Security/setPaymentPassword',
    '/api/Security/authenticator/prepare',
    '/api/Upload/image',
  ]) {
    const answer = await server.post(path);
    assert.equal(answer.body.status, -100, path);
  }
  const a = await buildMember(server);
  const b = await buildMember(server);
  const { secret } = await bindAuthenticator(a.token);
  clock.advance(30_000);
  const onB = await server.post('/api/Security/authenticator/bind', {
    form: { code: totpCode(secret) },
    ...as(b.token),
  });
  assert.equal(onB.body.status, 0);
  assert.equal(onB.body.msg, 'Please get a new authenticator key first');
});

test('authenticator secrets, codes and payment passwords never reach the log', () => {
  const joined = server.logs.join('\n');
  for (const secret of ['246810', '135790', '987654']) assert.ok(!joined.includes(secret), secret);
  for (const mail of smtp.messages) assert.ok(!joined.includes(/\b(\d{6})\b/.exec(mail.text)![1]!));
});
