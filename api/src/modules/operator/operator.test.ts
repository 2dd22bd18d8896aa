import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { runAdmin } from '../../test/cli.ts';
import { buildMember } from '../../test/factories.ts';
import {
  buildOperator,
  loginOperator,
  signedInOperator,
  TEST_OPERATOR_PASSWORD,
} from '../../test/operators.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { queryRows } from '../ledger/sql.ts';

type OperatorInfo = { id: number; username: string; displayName: string; role: string };
type OperatorAccount = OperatorInfo & { disabled: boolean; lastLoginAt: string | null; createdAt: string };
type LoginAnswer = { token: string; expiresAt: string; operator: OperatorInfo };

const NOT_LOGGED_IN = {
  status: -100,
  msg: 'not logged in or login expired',
  data: { code: 'not_logged_in' },
};
const FORBIDDEN = { status: 0, msg: 'You do not have permission to do this', data: null };

describe('operator accounts', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server.close());

  const as = (token: string, lang = 'en-us') => ({ headers: { 'operator-token': token }, lang });
  const login = (username: string, password: string, lang = 'en-us') =>
    server.post<LoginAnswer>('/api/Admin/login', { json: { username, password }, lang });
  const actions = (actor: string) =>
    queryRows<{ action: string; detail: string }>(
      server.orm.em.fork(),
      'select action, detail from operator_action where actor = ? order by id',
      [actor],
    );
  /** The generated password the CLI prints once. */
  const printedPassword = (stdout: string) => /password \(shown once[^)]*\): (\S+)/.exec(stdout)?.[1];

  it('creates an operator with the CLI, who logs in, sees themselves and logs out', async () => {
    const created = await runAdmin(server, [
      'operators:create',
      '--username',
      'Alice.K',
      '--role',
      'finance',
      '--display-name',
      'Alice Kumar',
    ]);
    assert.equal(created.code, 0, created.stderr);
    assert.match(created.stdout, /operator created: alice\.k \(finance\) "Alice Kumar"/);
    const password = printedPassword(created.stdout);
    assert.ok(password && password.length >= 24, created.stdout);

    const before = Date.now();
    const opened = await login('alice.k', password!);
    assert.equal(opened.httpStatus, 200, opened.body.msg);
    const { token, expiresAt, operator } = opened.body.data;
    assert.match(token, /^[\w-]{43}$/);
    assert.deepEqual(operator, {
      id: operator.id,
      username: 'alice.k',
      displayName: 'Alice Kumar',
      role: 'finance',
    });
    const ttl = Date.parse(expiresAt) - before;
    assert.ok(ttl > 11.9 * 3_600_000 && ttl <= 12 * 3_600_000 + 60_000, expiresAt);

    const me = await server.get<OperatorInfo>('/api/Admin/me', as(token));
    assert.equal(me.httpStatus, 200);
    assert.deepEqual(me.body.data, operator);
    // Only the hash of the session token is stored.
    const stored = await queryRows<{ token_hash: string }>(
      server.orm.em.fork(),
      'select token_hash from operator_session where operator_id = ?',
      [operator.id],
    );
    assert.equal(stored.length, 1);
    assert.notEqual(stored[0]!.token_hash, token);

    const listed = await runAdmin(server, ['operators:list']);
    assert.equal(listed.code, 0, listed.stderr);
    assert.match(listed.stdout, /alice\.k \(finance\) "Alice Kumar", last login \d{4}-/);

    const out = await server.post('/api/Admin/logout', as(token));
    assert.equal(out.httpStatus, 200);
    assert.deepEqual(out.body.data, {});
    const after = await server.get('/api/Admin/me', as(token));
    assert.equal(after.httpStatus, 401);
    assert.deepEqual(after.body, NOT_LOGGED_IN);

    const [create] = await queryRows<{ actor: string; detail: string }>(
      server.orm.em.fork(),
      "select actor, detail from operator_action where action = 'operator_create' order by id desc limit 1",
    );
    assert.match(create!.actor, /^cli:/);
    assert.deepEqual(JSON.parse(create!.detail), {
      operatorId: operator.id,
      username: 'alice.k',
      role: 'finance',
    });
    assert.deepEqual(
      (await actions('operator:alice.k')).map((a) => a.action),
      ['operator_login', 'operator_logout'],
    );
    assert.ok(!JSON.stringify(await actions('operator:alice.k')).includes(password!));
  });

  it('takes the password from OPERATOR_PASSWORD, refuses bad input and taken names', async () => {
    const secret = 'scripted-Password-0042';
    const made = await runAdmin(server, ['operators:create', '--username', 'bob', '--role', 'support'], {
      OPERATOR_PASSWORD: secret,
    });
    assert.equal(made.code, 0, made.stderr);
    assert.ok(!made.stdout.includes(secret), 'the given password is never printed');
    assert.match(made.stdout, /password: from OPERATOR_PASSWORD/);
    assert.equal((await login('bob', secret)).body.data.operator.role, 'support');

    const usage: [string[], Record<string, string>, RegExp][] = [
      [['--username', 'carol', '--role', 'boss'], {}, /Please choose admin, finance, support or reviewer/],
      [['--username', 'c d', '--role', 'support'], {}, /The username must be 3-40 characters/],
      [['--role', 'support'], {}, /--username is required/],
      [['--username', 'carol', '--role', 'support'], { OPERATOR_PASSWORD: 'short' }, /12-128 characters/],
    ];
    for (const [args, env, message] of usage) {
      const answer = await runAdmin(server, ['operators:create', ...args], env);
      assert.equal(answer.code, 2, args.join(' '));
      assert.match(answer.stderr, message);
    }
    const taken = await runAdmin(server, ['operators:create', '--username', 'BOB', '--role', 'admin']);
    assert.equal(taken.code, 1);
    assert.match(taken.stderr, /refused, nothing changed: This username is already taken/);
    const [{ count }] = (await queryRows<{ count: unknown }>(
      server.orm.em.fork(),
      "select count(*) as count from operator where username in ('bob', 'carol')",
    )) as [{ count: unknown }];
    assert.equal(Number(count), 1);
  });

  it('locks an operator out after 5 wrong passwords, with a localized 429', async () => {
    const victim = await buildOperator(server.orm, 'admin');
    const unknown = await login('nobody-here', 'whatever-password');
    assert.equal(unknown.httpStatus, 422);
    assert.deepEqual(unknown.body, { status: 0, msg: 'Wrong username or password', data: null });
    for (let i = 0; i < 4; i++) {
      const wrong = await login(victim.username, `wrong-password-${i}`, i === 0 ? 'hi-in' : 'en-us');
      assert.equal(wrong.httpStatus, 422);
      assert.equal(wrong.body.msg, i === 0 ? 'उपयोगकर्ता नाम या पासवर्ड गलत है' : 'Wrong username or password');
    }
    const fifth = await login(victim.username, 'wrong-password-5', 'zh-cn');
    assert.equal(fifth.httpStatus, 429);
    assert.equal(fifth.body.msg, '密码错误次数过多，请在15分钟后重试');
    const right = await login(victim.username, TEST_OPERATOR_PASSWORD);
    assert.equal(right.httpStatus, 429);
    assert.equal(right.body.msg, 'Too many wrong passwords. Please try again in 15 minutes.');
    const failures = await actions(`operator:${victim.username}`);
    assert.equal(failures.filter((a) => a.action === 'operator_login_failed').length, 5);
    assert.ok(!failures.some((a) => a.action === 'operator_login'));
    // Another operator is not locked by it; a member with the same name would not be either.
    const other = await buildOperator(server.orm, 'support');
    assert.ok(await loginOperator(server, other.username));

    const empty = await server.post('/api/Admin/login', {
      json: { username: victim.username },
      lang: 'en-us',
    });
    assert.equal(empty.httpStatus, 400);
    assert.equal(empty.body.msg, 'Please enter the password');
  });

  it('logs many operators in at once, each on every device once: one live session per device', async () => {
    // On MariaDB, ending a device's earlier session in the login's transaction locked a gap of the
    // session index, and logins at once deadlocked (a 500 for some of them).
    const operators = await Promise.all(
      Array.from({ length: 8 }, (_, index) => buildOperator(server.orm, index % 2 ? 'finance' : 'support')),
    );
    const first = await Promise.all(operators.map((operator) => loginOperator(server, operator.username)));
    const again = await Promise.all(operators.map((operator) => loginOperator(server, operator.username)));
    assert.equal(new Set([...first, ...again]).size, 16);
    for (const token of first)
      assert.equal(
        (await server.get('/api/Admin/me', as(token))).httpStatus,
        401,
        'replaced by the second login',
      );
    for (const token of again) assert.equal((await server.get('/api/Admin/me', as(token))).httpStatus, 200);
    const live = await queryRows<{ live: number }>(
      server.orm.em.fork(),
      `select count(*) as live from operator_session where revoked_at is null and operator_id in (${operators
        .map(() => '?')
        .join(', ')})`,
      operators.map((operator) => operator.id),
    );
    assert.equal(Number(live[0]!.live), operators.length);
  });

  it('never takes a member token for an operator one, nor the other way round', async () => {
    const member = await buildMember(server);
    const memberToken = member.token;
    const { token: operatorToken } = await signedInOperator(server, 'admin');
    for (const path of ['/api/Admin/me', '/api/Admin/withdrawals', '/api/Admin/accounts']) {
      for (const headers of [{ token: memberToken }, { 'operator-token': memberToken }] as Record<
        string,
        string
      >[]) {
        const refused = await server.get(path, { headers, lang: 'en-us' });
        assert.equal(refused.httpStatus, 401, path);
        assert.deepEqual(refused.body, NOT_LOGGED_IN);
      }
    }
    for (const path of ['/api/User/info', '/api/Wallet/summary', '/api/Wallet/withdrawals']) {
      const refused = await server.get(path, { headers: { token: operatorToken }, lang: 'en-us' });
      assert.equal(refused.httpStatus, 401, path);
      assert.deepEqual(refused.body, NOT_LOGGED_IN);
    }
    const piggy = await server.post('/api/Wallet/piggy/in', {
      headers: { token: operatorToken, 'operator-token': operatorToken, 'Idempotency-Key': 'k-1' },
      json: { amount: '1.00' },
      lang: 'en-us',
    });
    assert.equal(piggy.httpStatus, 401);
    assert.equal((await server.get('/api/User/info', { headers: { token: memberToken } })).httpStatus, 200);
    assert.equal((await server.get('/api/Admin/me', as(operatorToken))).httpStatus, 200);
  });

  it('lets only admins manage operators; a disabled operator is signed out and cannot log in', async () => {
    const admin = await signedInOperator(server, 'admin');
    const finance = await signedInOperator(server, 'finance');
    const support = await signedInOperator(server, 'support');
    for (const token of [finance.token, support.token]) {
      const create = await server.post('/api/Admin/operators/create', {
        ...as(token),
        json: { username: 'mallory', role: 'admin' },
      });
      assert.equal(create.httpStatus, 403);
      assert.deepEqual(create.body, FORBIDDEN);
      assert.equal((await server.get('/api/Admin/operators', as(token))).httpStatus, 403);
      const disable = await server.post('/api/Admin/operators/disable', {
        ...as(token),
        json: { username: admin.operator.username },
      });
      assert.equal(disable.httpStatus, 403);
    }

    const created = await server.post<{ operator: OperatorAccount; password: string | null }>(
      '/api/Admin/operators/create',
      { ...as(admin.token), json: { username: 'Dev.Ops', role: 'support', displayName: 'Dev Ops' } },
    );
    assert.equal(created.httpStatus, 200, created.body.msg);
    const { operator, password } = created.body.data;
    assert.deepEqual(
      { ...operator, id: 0, createdAt: '' },
      {
        id: 0,
        username: 'dev.ops',
        displayName: 'Dev Ops',
        role: 'support',
        disabled: false,
        lastLoginAt: null,
        createdAt: '',
      },
    );
    assert.ok(password && password.length >= 24);
    const given = await server.post<{ password: string | null }>('/api/Admin/operators/create', {
      ...as(admin.token),
      json: { username: 'given-pass', role: 'finance', password: 'a-given-password-1' },
    });
    assert.equal(given.body.data.password, null);
    const bad = await server.post('/api/Admin/operators/create', {
      ...as(admin.token),
      json: { username: 'dev.ops', role: 'support' },
      lang: 'zh-cn',
    });
    assert.equal(bad.httpStatus, 409);
    assert.equal(bad.body.msg, '该用户名已被使用');
    const badRole = await server.post('/api/Admin/operators/create', {
      ...as(admin.token),
      json: { username: 'eve', role: 'root' },
      lang: 'hi-in',
    });
    assert.equal(badRole.httpStatus, 422);
    assert.equal(badRole.body.msg, 'कृपया admin, finance, support या reviewer में से कोई भूमिका चुनें');

    const devToken = await loginOperator(server, 'dev.ops', password!);
    assert.equal((await server.get('/api/Admin/withdrawals', as(devToken))).httpStatus, 200);
    const self = await server.post('/api/Admin/operators/disable', {
      ...as(admin.token),
      json: { username: admin.operator.username, reason: 'leaving' },
    });
    assert.equal(self.httpStatus, 422);
    assert.equal(self.body.msg, 'You cannot disable your own account');
    const missing = await server.post('/api/Admin/operators/disable', {
      ...as(admin.token),
      json: { username: 'ghost', reason: 'leaving' },
    });
    assert.equal(missing.httpStatus, 404);
    assert.equal(missing.body.msg, 'The operator ghost does not exist');

    const unexplained = await server.post('/api/Admin/operators/disable', {
      ...as(admin.token),
      json: { username: 'dev.ops', reason: '  ' },
    });
    assert.equal(unexplained.httpStatus, 422);
    assert.equal(unexplained.body.msg, 'Please enter the reason');
    const disabled = await server.post<OperatorAccount>('/api/Admin/operators/disable', {
      ...as(admin.token),
      json: { username: 'dev.ops', reason: ' left the team ' },
    });
    assert.equal(disabled.httpStatus, 200, disabled.body.msg);
    const [disabling] = await queryRows<{ actor: string; reason: string | null }>(
      server.orm.em.fork(),
      "select actor, reason from operator_action where action = 'operator_disable' order by id desc limit 1",
    );
    assert.deepEqual(disabling, { actor: `operator:${admin.operator.username}`, reason: 'left the team' });
    assert.equal(disabled.body.data.disabled, true);
    const signedOut = await server.get('/api/Admin/withdrawals', as(devToken));
    assert.equal(signedOut.httpStatus, 401);
    assert.deepEqual(signedOut.body, NOT_LOGGED_IN);
    const again = await login('dev.ops', password!);
    assert.equal(again.httpStatus, 422);
    assert.deepEqual(again.body, {
      status: 0,
      msg: 'This operator account is disabled',
      data: { code: 'operator_disabled' },
    });
    const wrongToo = await login('dev.ops', 'not-the-password');
    assert.equal(wrongToo.httpStatus, 422, 'a wrong password does not learn that the account is disabled');

    const list = await server.get<{ list: OperatorAccount[] }>('/api/Admin/operators', as(admin.token));
    const dev = list.body.data.list.find((o) => o.username === 'dev.ops');
    assert.equal(dev?.disabled, true);
    assert.ok(dev?.lastLoginAt);
    const audit = await actions(`operator:${admin.operator.username}`);
    assert.deepEqual(
      audit.map((a) => a.action),
      ['operator_login', 'operator_create', 'operator_create', 'operator_disable'],
    );
    assert.equal(JSON.parse(audit[3]!.detail).username, 'dev.ops');

    // Enabled again by an admin, the operator logs in with the password they had.
    const notAllowed = await server.post('/api/Admin/operators/enable', {
      ...as(devToken),
      json: { username: 'dev.ops' },
    });
    assert.equal(notAllowed.httpStatus, 401, "the disabled operator's old session is gone");
    const enabled = await server.post<OperatorAccount>('/api/Admin/operators/enable', {
      ...as(admin.token),
      json: { username: 'dev.ops' },
    });
    assert.equal(enabled.httpStatus, 200, enabled.body.msg);
    assert.equal(enabled.body.data.disabled, false);
    assert.equal((await login('dev.ops', password!)).httpStatus, 200);
    assert.equal((await actions(`operator:${admin.operator.username}`)).at(-1)?.action, 'operator_enable');
    await server.post('/api/Admin/operators/disable', {
      ...as(admin.token),
      json: { username: 'dev.ops', reason: 'again' },
    });

    // The CLI disables too, and resets a password: old sessions and the old password stop working.
    const cliDisabled = await runAdmin(server, [
      'operators:disable',
      '--username',
      support.operator.username,
      '--reason',
      'left the team',
    ]);
    assert.equal(cliDisabled.code, 0, cliDisabled.stderr);
    assert.equal((await server.get('/api/Admin/me', as(support.token))).httpStatus, 401);
    const reset = await runAdmin(server, [
      'operators:reset-password',
      '--username',
      finance.operator.username,
      '--reason',
      'forgotten',
    ]);
    assert.equal(reset.code, 0, reset.stderr);
    const fresh = printedPassword(reset.stdout);
    assert.ok(fresh);
    assert.equal((await server.get('/api/Admin/me', as(finance.token))).httpStatus, 401);
    assert.equal((await login(finance.operator.username, TEST_OPERATOR_PASSWORD)).httpStatus, 422);
    assert.equal((await login(finance.operator.username, fresh!)).httpStatus, 200);
    const resetUnexplained = await runAdmin(server, ['operators:reset-password', '--username', 'ghost']);
    assert.equal(resetUnexplained.code, 2);
    assert.match(resetUnexplained.stderr, /--reason is required/);
    const nobody = await runAdmin(server, [
      'operators:reset-password',
      '--username',
      'ghost',
      '--reason',
      'forgotten',
    ]);
    assert.equal(nobody.code, 1);
    assert.match(nobody.stderr, /The operator ghost does not exist/);
    const [cliAction] = await queryRows<{ actor: string }>(
      server.orm.em.fork(),
      "select actor from operator_action where action = 'operator_password_reset'",
    );
    assert.match(cliAction!.actor, /^cli:/);
  });
});
