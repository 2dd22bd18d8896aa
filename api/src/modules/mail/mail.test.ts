import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { manualClock } from '../../platform/clock.ts';
import { buildMember } from '../../test/factories.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { startSmtpCatcher, type SmtpCatcher } from '../../test/smtp.ts';
import { MailCodeSchema } from './mail-code.entity.ts';
import { OutboxMailSchema } from './outbox-mail.entity.ts';

const clock = manualClock();
let server: TestServer;
let smtp: SmtpCatcher;
let seq = 0;

before(async () => {
  smtp = await startSmtpCatcher();
  server = await startTestServer({ clock, env: { SMTP_URL: smtp.url }, captureLogs: true });
});
after(async () => {
  await server.close();
  await smtp.close();
});

const mailbox = () => `code${++seq}.${Date.now().toString(36)}@example.com`;
const send = (to: string, lang = 'en-us') =>
  server.post('/api/Mail/sendCode', { form: { scene: 'register', mailbox: to }, lang });
const registerWith = (to: string, code: string) =>
  server.post('/api/User/register', {
    form: { mailbox: to, code, password: 'Abcdef1!', password2: 'Abcdef1!', agree: '1' },
    lang: 'en-us',
  });
const otherThan = (code: string) => (code === '123456' ? '654321' : '123456');

test('a code is 6 digits, mailed in the caller language, stored only as a hash', async () => {
  const to = mailbox();
  const sent = await send(to, 'zh-cn');
  assert.deepEqual(sent.body.data, { resendAfterS: 60, expiresInS: 600 });
  const code = await smtp.waitForCode(to);
  assert.match(code, /^\d{6}$/);
  const mail = smtp.messages.at(-1)!;
  assert.match(mail.text, /验证码为 \d{6}，10分钟内有效/);
  const stored = await server.orm.em.fork().findOneOrFail(MailCodeSchema, { mailbox: to });
  assert.notEqual(stored.codeHash, code);
  assert.ok(!stored.codeHash.includes(code));
});

test('resending within 60 s is a 429 with the seconds left', async () => {
  const to = mailbox();
  await send(to);
  clock.advance(15_000);
  for (const [lang, msg] of Object.entries({
    'en-us': 'Please wait 45 seconds before requesting a new code',
    'zh-cn': '请在45秒后再获取验证码',
    'hi-in': 'नया कोड माँगने से पहले कृपया 45 सेकंड प्रतीक्षा करें',
  })) {
    const early = await send(to, lang);
    assert.equal(early.httpStatus, 429);
    assert.equal(early.body.msg, msg);
  }
  clock.advance(45_000);
  assert.equal((await send(to)).body.status, 1);
});

test('requests for a code sent at once meet the resend limit too: one code, one mail', async () => {
  const to = mailbox();
  const answers = await Promise.all(Array.from({ length: 8 }, () => send(to)));
  assert.deepEqual(answers.map((a) => a.httpStatus).sort(), [200, ...Array<number>(7).fill(429)]);
  await smtp.waitForCode(to);
  assert.equal(smtp.messages.filter((mail) => mail.to.includes(to)).length, 1);
  assert.equal(await server.orm.em.fork().count(MailCodeSchema, { mailbox: to }), 1);
});

test('a code expires after 10 minutes', async () => {
  const to = mailbox();
  await send(to);
  const code = await smtp.waitForCode(to);
  clock.advance(600_001);
  const late = await registerWith(to, code);
  assert.equal(late.httpStatus, 422);
  assert.equal(late.body.msg, 'The verification code has expired, please request a new one');
});

test('a code is used once', async () => {
  const to = mailbox();
  await send(to);
  const code = await smtp.waitForCode(to);
  assert.equal((await registerWith(to, code)).body.status, 1);
  const member = await buildMember(server);
  const token = member.token;
  clock.advance(61_000);
  await server.post('/api/Mail/sendCode', { form: { scene: 'payment_password' }, headers: { token } });
  const payCode = await smtp.waitForCode(member.mailbox);
  const form = { code: payCode, password: '123456', password2: '123456' };
  const first = await server.post('/api/Security/setPaymentPassword', { form, headers: { token } });
  assert.equal(first.body.status, 1, first.body.msg);
  const second = await server.post('/api/Security/setPaymentPassword', {
    form,
    headers: { token },
    lang: 'en-us',
  });
  assert.equal(second.httpStatus, 422);
  assert.equal(second.body.msg, 'The verification code has expired, please request a new one');
});

test('five wrong tries kill the code, even the right one afterwards', async () => {
  const to = mailbox();
  await send(to);
  const code = await smtp.waitForCode(to);
  for (let i = 0; i < 4; i++) {
    const wrong = await registerWith(to, otherThan(code));
    assert.equal(wrong.body.msg, 'The verification code is wrong');
  }
  const fifth = await registerWith(to, otherThan(code));
  assert.equal(fifth.body.msg, 'Wrong verification code too many times, please request a new one');
  const right = await registerWith(to, code);
  assert.equal(right.httpStatus, 422);
  assert.equal(right.body.msg, 'The verification code has expired, please request a new one');
});

test('guesses sent at once are compared five times in all, then the code is dead', async () => {
  const to = mailbox();
  await send(to);
  const code = await smtp.waitForCode(to);
  const guesses = Array.from({ length: 20 }, (_, i) =>
    String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
  );
  const answers = await Promise.all(guesses.map((guess) => registerWith(to, guess)));
  const compared = answers.filter((a) =>
    [
      'The verification code is wrong',
      'Wrong verification code too many times, please request a new one',
    ].includes(a.body.msg),
  );
  assert.equal(compared.length, 5, answers.map((a) => a.body.msg).join(' / '));
  const right = await registerWith(to, code);
  assert.equal(right.body.msg, 'The verification code has expired, please request a new one');
  const row = await server.orm.em.fork().findOneOrFail(MailCodeSchema, { mailbox: to });
  assert.equal(row.attempts, 5);
  assert.equal(row.usedAt, null);
});

test('bad input: unknown scene, missing or malformed mailbox; own-mailbox scenes need a login', async () => {
  const scene = await server.post('/api/Mail/sendCode', {
    form: { scene: 'hack', mailbox: mailbox() },
    lang: 'en-us',
  });
  assert.equal(scene.body.msg, 'Unknown purpose for a verification code');
  const missing = await server.post('/api/Mail/sendCode', { form: { scene: 'register' }, lang: 'zh-cn' });
  assert.equal(missing.body.msg, '请输入邮箱');
  const malformed = await server.post('/api/Mail/sendCode', {
    form: { scene: 'register', mailbox: 'not-a-mailbox' },
    lang: 'hi-in',
  });
  assert.equal(malformed.body.msg, 'कृपया एक मान्य ईमेल पता दर्ज करें');
  const guest = await server.post('/api/Mail/sendCode', { form: { scene: 'payment_password' } });
  assert.equal(guest.body.status, -100);
});

test('mailed codes never reach the log', () => {
  const joined = server.logs.join('\n');
  for (const mail of smtp.messages) assert.ok(!joined.includes(/\b(\d{6})\b/.exec(mail.text)![1]!));
});

test('without SMTP_URL the dev outbox keeps the mail and prints it', async () => {
  const dev = await startTestServer({ captureLogs: true, freshDatabase: false });
  try {
    const to = mailbox();
    const sent = await dev.post('/api/Mail/sendCode', {
      form: { scene: 'register', mailbox: to },
      lang: 'en-us',
    });
    assert.equal(sent.body.status, 1, sent.body.msg);
    const kept = await dev.orm.em.fork().findOneOrFail(OutboxMailSchema, { recipient: to });
    const code = /\b(\d{6})\b/.exec(kept.text)![1]!;
    assert.ok(dev.logs.some((line) => line.includes('dev outbox') && line.includes(code)));
  } finally {
    await dev.close();
  }
});
