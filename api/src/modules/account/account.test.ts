import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { SessionAnswer, UserInfo } from './account.contract.ts';
import type { SecurityActivityItem } from '../../modules/audit/audit.contract.ts';
import type { Paged } from '../../contract/index.ts';
import { manualClock } from '../../platform/clock.ts';
import { buildMember, loginAs, TEST_PASSWORD } from '../../test/factories.ts';
import { startTestServer, type TestResponse, type TestServer } from '../../test/server.ts';
import { startSmtpCatcher, type SmtpCatcher } from '../../test/smtp.ts';
import { MemberSchema } from './member.entity.ts';

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

const freshMailbox = () => `new${++seq}.${Date.now().toString(36)}@Example.com`;
const auth = (token: string) => ({ headers: { token } });

async function mailedCode(scene: string, mailbox: string, token?: string): Promise<string> {
  clock.advance(61_000);
  const sent = await server.post('/api/Mail/sendCode', {
    form: { scene, mailbox },
    ...(token && auth(token)),
  });
  assert.equal(sent.body.status, 1, sent.body.msg);
  return smtp.waitForCode(mailbox);
}

async function register(mailbox = freshMailbox(), extra: Record<string, string> = {}) {
  const code = await mailedCode('register', mailbox);
  return server.post<SessionAnswer>('/api/User/register', {
    form: { mailbox, code, password: 'Abcdef1!', password2: 'Abcdef1!', agree: '1', ...extra },
    lang: 'en-us',
    headers: { client: 'phone-a' },
  });
}

test('registering with the mailed code opens a session and answers the masked profile', async () => {
  const mailbox = freshMailbox();
  const answer = await register(mailbox);
  assert.equal(answer.httpStatus, 200, answer.body.msg);
  const { token, expiresAt, user } = answer.body.data;
  assert.match(token, /^[\w-]{43}$/);
  assert.equal(Date.parse(expiresAt), clock.now().getTime() + 30 * 86_400_000);
  assert.equal(user.mailbox, `n***@example.com`);
  assert.match(user.inviteCode, /^[A-Z0-9]{8}$/);
  assert.deepEqual(user.security, {
    mailbox: true,
    loginPassword: true,
    paymentPassword: false,
    authenticator: false,
    withdrawLockedUntil: null,
  });
  const info = await server.get<UserInfo>('/api/User/info', auth(token));
  assert.deepEqual(info.body.data, user);
  const mail = smtp.messages.at(-1)!;
  assert.match(mail.text, /10 मिनट तक मान्य/);
});

test('asking to register a registered mailbox answers as for any other; its owner gets a note, no code', async () => {
  const taken = freshMailbox();
  assert.equal((await register(taken)).body.status, 1);
  const free = freshMailbox();
  clock.advance(61_000);
  const [forTaken, forFree] = (await Promise.all(
    [taken, free].map((mailbox) =>
      server.post('/api/Mail/sendCode', { form: { scene: 'register', mailbox }, lang: 'hi-in' }),
    ),
  )) as [TestResponse<unknown>, TestResponse<unknown>];
  assert.equal(forTaken.httpStatus, forFree.httpStatus);
  assert.deepEqual(forTaken.body, forFree.body);
  assert.equal(forTaken.body.status, 1);

  // The mail is delivered before the answer: the owner's note is there, and no code.
  const note = smtp.messages.filter((mail) => mail.to.includes(taken.toLowerCase())).at(-1)!;
  // In the owner's language (English here), not the asker's.
  assert.match(note.text, /^Someone asked for a code to register a new account with this email address/);
  assert.doesNotMatch(note.text, /\d{6}/);
  assert.ok(smtp.messages.some((mail) => mail.to.includes(free.toLowerCase()) && /\d{6}/.test(mail.text)));
  // Guessing codes for it answers like a wrong code for any mailbox, never "already registered".
  const guess = await server.post('/api/User/register', {
    form: { mailbox: taken, code: '123456', password: 'Abcdef1!', password2: 'Abcdef1!', agree: '1' },
    lang: 'en-us',
  });
  assert.equal(guess.httpStatus, 422);
  assert.equal(guess.body.msg, 'The verification code is wrong');
  // The owner sees the attempt in the security activity.
  const owner = await loginAs(server, taken.toLowerCase(), 'Abcdef1!');
  const activity = await server.get<Paged<SecurityActivityItem>>('/api/Security/activity', {
    ...auth(owner),
    lang: 'en-us',
  });
  assert.ok(activity.body.data.list.some((item) => item.type === 'register_attempted'));
});

test('the invite code records the inviter; an unknown one is a clear error', async () => {
  const inviter = await buildMember(server, { login: false });
  const invited = await register(freshMailbox(), { inviteCode: inviter.inviteCode.toLowerCase() });
  assert.equal(invited.body.status, 1, invited.body.msg);
  const stored = await server.orm.em.fork().findOneOrFail(MemberSchema, { id: invited.body.data.user.id });
  assert.equal(stored.inviterId, inviter.id);
  // The member joins their inviter's team, and the inviter's inviter's one level deeper.
  const second = await register(freshMailbox(), { inviteCode: invited.body.data.user.inviteCode });
  assert.equal(second.body.status, 1, second.body.msg);
  const tree: { ancestor_id: number; depth: number }[] = await server.orm.em
    .fork()
    .getConnection()
    .execute('select ancestor_id, depth from member_tree where descendant_id = ? order by depth', [
      second.body.data.user.id,
    ]);
  assert.deepEqual(
    tree.map((row) => [Number(row.ancestor_id), Number(row.depth)]),
    [
      [invited.body.data.user.id, 1],
      [inviter.id, 2],
    ],
  );

  const unknown = await register(freshMailbox(), { inviteCode: 'NOPE1234' });
  assert.equal(unknown.httpStatus, 422);
  assert.equal(unknown.body.msg, 'This invite code does not exist');
});

test('the server enforces the password policy, the second password and the terms, in every language', async () => {
  const mailbox = freshMailbox();
  const code = await mailedCode('register', mailbox);
  const base = { mailbox, code, password: 'Abcdef1!', password2: 'Abcdef1!', agree: '1' };
  const cases: [Record<string, string>, Record<string, string>][] = [
    [
      { password2: 'Abcdef1?' },
      {
        'en-us': 'second password inconsistent',
        'zh-cn': '两次输入的密码不一致',
        'hi-in': 'दूसरा पासवर्ड मेल नहीं खाता',
      },
    ],
    [
      { password: 'abcdefg1!', password2: 'abcdefg1!' },
      {
        'en-us':
          'The login password must be 8-15 characters with a special character, an uppercase letter, a lowercase letter and a digit',
        'zh-cn': '登录密码须为8-15位，包含特殊字符、大写字母、小写字母和数字',
        'hi-in':
          'लॉग इन पासवर्ड 8-15 अक्षरों का होना चाहिए, जिसमें एक विशेष चिह्न, एक बड़ा अक्षर, एक छोटा अक्षर और एक अंक हो',
      },
    ],
    [
      { code: '' },
      {
        'en-us': 'please enter the verification code',
        'zh-cn': '请输入验证码',
        'hi-in': 'कृपया सत्यापन कोड दर्ज करें',
      },
    ],
    [
      { agree: '0' },
      {
        'en-us': 'Please read and agree to the terms first',
        'zh-cn': '请先阅读并同意相关条款',
        'hi-in': 'कृपया पहले शर्तें पढ़ें और उनसे सहमत हों',
      },
    ],
  ];
  for (const [change, messages] of cases) {
    for (const [lang, msg] of Object.entries(messages)) {
      const answer = await server.post('/api/User/register', { form: { ...base, ...change }, lang });
      assert.equal(answer.body.status, 0);
      assert.equal(answer.body.msg, msg);
      assert.ok(answer.httpStatus === 400 || answer.httpStatus === 422);
    }
  }
  for (const weak of ['Ab1!', 'Abcdefgh1!abcdef', 'ABCDEFG1!', 'Abcdefgh!', 'Abcdefgh1']) {
    const answer = await server.post('/api/User/register', {
      form: { ...base, password: weak, password2: weak },
      lang: 'en-us',
    });
    assert.equal(answer.httpStatus, 422, weak);
  }
  // None of the refused attempts used the code up.
  const ok = await server.post('/api/User/register', { form: base });
  assert.equal(ok.body.status, 1, ok.body.msg);
});

test('login answers a token per device; logout revokes it; an expired token is -100', async () => {
  const member = await buildMember(server, { login: false });
  const phone = await loginAs(server, member.mailbox.toUpperCase(), TEST_PASSWORD, 'phone');
  const tablet = await loginAs(server, ` ${member.mailbox} `, TEST_PASSWORD, 'tablet');
  const phoneAgain = await loginAs(server, member.mailbox, TEST_PASSWORD, 'phone');
  assert.equal((await server.get('/api/User/info', auth(tablet))).body.status, 1);
  assert.equal((await server.get('/api/User/info', auth(phoneAgain))).body.status, 1);
  const replaced = await server.get('/api/User/info', { ...auth(phone), lang: 'en-us' });
  assert.equal(replaced.httpStatus, 401);
  assert.deepEqual(replaced.body, {
    status: -100,
    msg: 'Your account signed in on another device, so you were signed out here. If that was not you, change your password.',
    data: { code: 'signed_in_elsewhere' },
  });
  // The member sees it in the security activity too.
  const activity = await server.get<Paged<SecurityActivityItem>>('/api/Security/activity', {
    ...auth(phoneAgain),
    lang: 'en-us',
  });
  assert.deepEqual(
    activity.body.data.list.slice(0, 2).map((item) => [item.type, item.device]),
    [
      ['signed_in_elsewhere', null],
      ['login', null],
    ],
  );

  const out = await server.post('/api/User/logout', auth(tablet));
  assert.deepEqual(out.body.data, {});
  const revoked = await server.get('/api/User/info', { ...auth(tablet), lang: 'en-us' });
  assert.deepEqual(revoked.body, {
    status: -100,
    msg: 'You have logged out. Please log in again.',
    data: { code: 'signed_out' },
  });

  clock.advance(30 * 86_400_000 + 1000);
  const expired = await server.get('/api/User/info', { ...auth(phoneAgain), lang: 'en-us' });
  assert.deepEqual(expired.body, {
    status: -100,
    msg: 'Your login has expired. Please log in again.',
    data: { code: 'session_expired' },
  });
  const unknown = await server.get('/api/Security/activity', { ...auth('not-a-token'), lang: 'en-us' });
  assert.deepEqual(unknown.body, {
    status: -100,
    msg: 'not logged in or login expired',
    data: { code: 'not_logged_in' },
  });
});

test('wrong passwords lock the account with a localized 429 that says when to retry', async () => {
  const member = await buildMember(server, { login: false });
  for (let i = 0; i < 4; i++) {
    const wrong = await server.post('/api/User/login', {
      form: { mailbox: member.mailbox, password: `Wrong#pass${i}` },
      lang: 'en-us',
    });
    assert.equal(wrong.httpStatus, 422);
    assert.equal(wrong.body.msg, 'Wrong email or password');
  }
  const fifth = await server.post('/api/User/login', {
    form: { mailbox: member.mailbox, password: 'Wrong#pass5' },
    lang: 'zh-cn',
  });
  assert.equal(fifth.httpStatus, 429);
  assert.equal(fifth.body.msg, '密码错误次数过多，请在15分钟后重试');
  const right = await server.post('/api/User/login', {
    form: { mailbox: member.mailbox, password: TEST_PASSWORD },
    lang: 'en-us',
  });
  assert.equal(right.httpStatus, 429);
  assert.match(right.body.msg, /Try again in \d+ minutes/i);
  const other = await buildMember(server, { login: false });
  assert.ok(await loginAs(server, other.mailbox));

  const token = await loginAs(server, other.mailbox);
  const activity = await server.get<Paged<SecurityActivityItem>>('/api/Security/activity', auth(token));
  assert.ok(!activity.body.data.list.some((e) => e.type === 'login_failed'));
});

test('wrong passwords sent at once meet the lock after the fifth, like ones sent one by one', async () => {
  const member = await buildMember(server, { login: false });
  const burst = await Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      server.post('/api/User/login', {
        form: { mailbox: member.mailbox, password: `Burst#pass${i}` },
        lang: 'en-us',
      }),
    ),
  );
  assert.deepEqual(burst.map((answer) => answer.httpStatus).sort(), [
    ...Array<number>(4).fill(422),
    ...Array<number>(6).fill(429),
  ]);
});

test('an unknown mailbox fails the same way as a wrong password', async () => {
  const answer = await server.post('/api/User/login', {
    form: { mailbox: 'nobody@example.com', password: 'Whatever#1' },
    lang: 'en-us',
  });
  assert.equal(answer.httpStatus, 422);
  assert.equal(answer.body.msg, 'Wrong email or password');
});

test('forget: the same answer whether or not the mailbox is registered; the new password revokes every session', async () => {
  const member = await buildMember(server);
  const token = member.token;
  clock.advance(61_000);
  const known = await server.post('/api/Mail/sendCode', {
    form: { scene: 'forget', mailbox: member.mailbox },
  });
  const unknown = await server.post('/api/Mail/sendCode', {
    form: { scene: 'forget', mailbox: 'ghost@example.com' },
  });
  assert.deepEqual(known.body, unknown.body);
  assert.deepEqual(known.body.data, { resendAfterS: 60, expiresInS: 600 });
  const code = await smtp.waitForCode(member.mailbox);
  assert.ok(!smtp.messages.some((m) => m.to.includes('ghost@example.com')));

  const ghost = await server.post('/api/User/forget', {
    form: { mailbox: 'ghost@example.com', code, password: 'Newpass#1', password2: 'Newpass#1' },
    lang: 'en-us',
  });
  const wrong = await server.post('/api/User/forget', {
    form: {
      mailbox: member.mailbox,
      code: code === '000000' ? '000001' : '000000',
      password: 'Newpass#1',
      password2: 'Newpass#1',
    },
    lang: 'en-us',
  });
  assert.equal(ghost.httpStatus, wrong.httpStatus);
  assert.equal(ghost.body.msg, wrong.body.msg);

  const reset = await server.post('/api/User/forget', {
    form: { mailbox: member.mailbox, code, password: 'Newpass#1', password2: 'Newpass#1' },
  });
  assert.equal(reset.body.status, 1, reset.body.msg);
  const ended = await server.get('/api/User/info', auth(token));
  assert.equal(ended.body.status, -100);
  assert.deepEqual(ended.body.data, { code: 'password_changed' });
  assert.ok(await loginAs(server, member.mailbox, 'Newpass#1'));
});

test('changePassword needs the old one and revokes the other sessions only', async () => {
  const member = await buildMember(server, { login: false });
  const here = await loginAs(server, member.mailbox, TEST_PASSWORD, 'here');
  const there = await loginAs(server, member.mailbox, TEST_PASSWORD, 'there');
  const wrong = await server.post('/api/User/changePassword', {
    form: { oldPassword: 'Wrong#123', password: 'Changed#1', password2: 'Changed#1' },
    ...auth(here),
    lang: 'en-us',
  });
  assert.equal(wrong.httpStatus, 422);
  assert.equal(wrong.body.msg, 'The current password is wrong');
  const mismatch = await server.post('/api/User/changePassword', {
    form: { oldPassword: TEST_PASSWORD, password: 'Changed#1', password2: 'Changed#2' },
    ...auth(here),
    lang: 'en-us',
  });
  assert.equal(mismatch.body.msg, 'second password inconsistent');
  const changed = await server.post('/api/User/changePassword', {
    form: { oldPassword: TEST_PASSWORD, password: 'Changed#1', password2: 'Changed#1' },
    ...auth(here),
  });
  assert.equal(changed.body.status, 1, changed.body.msg);
  assert.equal((await server.get('/api/User/info', auth(here))).body.status, 1);
  assert.deepEqual((await server.get('/api/User/info', auth(there))).body.data, { code: 'password_changed' });
  const old = await server.post('/api/User/login', {
    form: { mailbox: member.mailbox, password: TEST_PASSWORD },
  });
  assert.equal(old.body.status, 0);
});

test('rebindMailbox needs a code from the old and from the new mailbox', async () => {
  const member = await buildMember(server);
  const token = member.token;
  const target = freshMailbox();
  clock.advance(61_000);
  const sent = await server.post('/api/Mail/sendCode', {
    form: { scene: 'rebind_old', mailbox: 'elsewhere@example.com' },
    ...auth(token),
  });
  assert.equal(sent.body.status, 1, sent.body.msg);
  const oldCode = await smtp.waitForCode(member.mailbox);
  assert.ok(smtp.messages.at(-1)!.to.includes(member.mailbox), 'the old code goes to the current mailbox');
  const newCode = await mailedCode('rebind_new', target, token);
  const wrongOld = await server.post('/api/User/rebindMailbox', {
    form: { oldCode: newCode, mailbox: target, code: newCode },
    ...auth(token),
    lang: 'en-us',
  });
  assert.equal(wrongOld.body.status, 0);
  const rebound = await server.post<UserInfo>('/api/User/rebindMailbox', {
    form: { oldCode, mailbox: target, code: newCode },
    ...auth(token),
  });
  assert.equal(rebound.body.status, 1, rebound.body.msg);
  assert.equal(rebound.body.data.mailbox, 'n***@example.com');
  assert.ok(await loginAs(server, target));
});

test('a token of one member never reads another member, and activity is only the own', async () => {
  const a = await buildMember(server);
  const b = await buildMember(server);
  const [tokenA, tokenB] = [a.token, b.token];
  const infoA = await server.get<UserInfo>('/api/User/info', auth(tokenA));
  assert.equal(infoA.body.data.id, a.id);
  const activityA = await server.get<Paged<SecurityActivityItem>>('/api/Security/activity', {
    ...auth(tokenA),
    query: { memberId: b.id },
    lang: 'zh-cn',
  });
  const activityB = await server.get<Paged<SecurityActivityItem>>('/api/Security/activity', auth(tokenB));
  const idsA = new Set(activityA.body.data.list.map((e) => e.id));
  assert.ok(activityB.body.data.list.every((e) => !idsA.has(e.id)));
  assert.equal(activityA.body.data.list[0]!.type, 'login');
  assert.equal(activityA.body.data.list[0]!.label, '登录');
  // The test's requests name no browser: the page words "device not known" itself.
  assert.equal(activityA.body.data.list[0]!.device, null);
  const phone = await server.post('/api/User/login', {
    form: { mailbox: a.mailbox, password: TEST_PASSWORD },
    headers: {
      client: 'h5',
      'user-agent':
        'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
    },
  });
  assert.equal(phone.body.status, 1, phone.body.msg);
  const afterPhone = await server.get<Paged<SecurityActivityItem>>('/api/Security/activity', {
    headers: { token: (phone.body.data as { token: string }).token },
  });
  assert.equal(afterPhone.body.data.list[0]!.device, 'Chrome · Android');
});

test('updateProfile changes the nickname; an avatar must be an upload of this member', async () => {
  const member = await buildMember(server);
  const token = member.token;
  const renamed = await server.post<UserInfo>('/api/User/updateProfile', {
    form: { nickname: ' Asha ' },
    ...auth(token),
  });
  assert.equal(renamed.body.data.nickname, 'Asha');
  const foreign = await server.post('/api/User/updateProfile', {
    form: { avatar: `/uploads/${'a'.repeat(32)}.png` },
    ...auth(token),
    lang: 'en-us',
  });
  assert.equal(foreign.httpStatus, 422);
  assert.deepEqual(foreign.body.data, { code: 'avatar_invalid' });
  const tooLong = await server.post('/api/User/updateProfile', {
    form: { nickname: 'x'.repeat(21) },
    ...auth(token),
  });
  assert.equal(tooLong.httpStatus, 422);
});

test('passwords, codes and tokens never reach the log', async () => {
  const joined = server.logs.join('\n');
  assert.ok(server.logs.length > 10);
  for (const secret of ['Abcdef1!', 'Newpass#1', 'Changed#1', TEST_PASSWORD])
    assert.ok(!joined.includes(secret), secret);
  const codes = smtp.messages.flatMap((mail) => /\b(\d{6})\b/.exec(mail.text)?.[1] ?? []);
  assert.ok(codes.length > 5);
  for (const code of codes) assert.ok(!joined.includes(code), 'a mailed code is in the log');
});

test('wrong passwords from one address lock that address, whatever the mailboxes', async () => {
  const own = await startTestServer({ freshDatabase: false });
  try {
    const statuses = [];
    for (let i = 0; i < 20; i++) {
      const answer = await own.post('/api/User/login', {
        form: { mailbox: `spray${i}@example.com`, password: 'Guess#123' },
      });
      statuses.push(answer.httpStatus);
    }
    assert.deepEqual(statuses.slice(0, 19), Array(19).fill(422));
    assert.equal(statuses[19], 429);
    const member = await buildMember(own, { login: false });
    const blocked = await own.post('/api/User/login', {
      form: { mailbox: member.mailbox, password: TEST_PASSWORD },
    });
    assert.equal(blocked.httpStatus, 429);
  } finally {
    await own.close();
  }
});
