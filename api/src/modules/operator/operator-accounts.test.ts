import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { systemClock } from '../../platform/clock.ts';
import { UsageError } from '../../platform/admin-command.ts';
import { runAdminCommand } from '../../test/admin.ts';
import { snapshotDatabase } from '../../test/database.ts';
import { loginOperator, signedInOperator, TEST_OPERATOR_PASSWORD } from '../../test/operators.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { queryRows } from '../ledger/sql.ts';
import type { OperatorAccount, OperatorInfo } from './operator.contract.ts';

type Reset = { operator: OperatorAccount; password: string | null };

describe('operator API: passwords and roles', () => {
  let server: TestServer;
  let admin: Awaited<ReturnType<typeof signedInOperator>>;
  before(async () => {
    server = await startTestServer();
    admin = await signedInOperator(server, 'admin');
  });
  after(() => server.close());

  const post = <T>(token: string, path: string, json: unknown, lang = 'en-us') =>
    server.post<T>(`/api/Admin/${path}`, { lang, headers: { 'operator-token': token }, json });
  const me = (token: string) =>
    server.get<OperatorInfo>('/api/Admin/me', { headers: { 'operator-token': token } });
  const audit = (action: string, username: string) =>
    queryRows<{ actor: string; reason: string | null; detail: string }>(
      server.orm.em.fork(),
      'select actor, reason, detail from operator_action where action = ? and detail like ? order by id',
      [action, `%"username":"${username}"%`],
    ).then((rows) => rows.map((r) => ({ ...r, detail: JSON.parse(r.detail) as Record<string, unknown> })));

  it('resets a password with a reason: a generated one answered once, sessions end, the old password stops working', async () => {
    const target = await signedInOperator(server, 'finance');
    const username = target.operator.username;
    const before = await snapshotDatabase(server.orm);
    const refusals: [unknown, string, number, string][] = [
      [{ username }, 'en-us', 400, 'Please enter the reason'],
      [{ username, reason: ' ' }, 'zh-cn', 422, '请输入原因'],
      [{ username, reason: 'x'.repeat(256) }, 'en-us', 422, 'The reason may be at most 255 characters'],
      [
        { username, reason: 'why', password: 'short' },
        'en-us',
        422,
        'The operator password must be 12-128 characters',
      ],
      [{ username: 'ghost', reason: 'why' }, 'hi-in', 404, 'ऑपरेटर ghost मौजूद नहीं है'],
    ];
    for (const [body, lang, httpStatus, msg] of refusals) {
      const answer = await post(admin.token, 'operators/reset-password', body, lang);
      assert.deepEqual([answer.httpStatus, answer.body.msg], [httpStatus, msg], JSON.stringify(body));
    }
    assert.equal(
      (await post(target.token, 'operators/reset-password', { username, reason: 'me' })).httpStatus,
      403,
    );
    assert.deepEqual(await snapshotDatabase(server.orm), before);
    assert.equal((await me(target.token)).httpStatus, 200, 'nothing refused ended a session');

    const reset = await post<Reset>(admin.token, 'operators/reset-password', {
      username,
      reason: 'lost laptop',
    });
    assert.equal(reset.httpStatus, 200, reset.body.msg);
    assert.equal(reset.body.data.operator.username, username);
    assert.match(reset.body.data.password!, /^[\w-]{24}$/);
    assert.equal((await me(target.token)).httpStatus, 401, 'their sessions ended');
    await assert.rejects(loginOperator(server, username, TEST_OPERATOR_PASSWORD));
    await loginOperator(server, username, reset.body.data.password!);

    // A given password is never echoed.
    const given = await post<Reset>(admin.token, 'operators/reset-password', {
      username,
      password: 'a-chosen-password-123',
      reason: 'asked for it',
    });
    assert.equal(given.body.data.password, null);
    await loginOperator(server, username, 'a-chosen-password-123');
    assert.deepEqual(
      (await audit('operator_password_reset', username)).map((a) => [a.actor, a.reason]),
      [
        [`operator:${admin.operator.username}`, 'lost laptop'],
        [`operator:${admin.operator.username}`, 'asked for it'],
      ],
    );
  });

  it("changes another operator's role with a reason: their sessions end and they sign in as what they now are", async () => {
    const target = await signedInOperator(server, 'finance');
    const username = target.operator.username;
    const before = await snapshotDatabase(server.orm);
    const refusals: [unknown, string, number, string][] = [
      [{ username, role: 'reviewer' }, 'en-us', 400, 'Please enter the reason'],
      [
        { username, role: 'boss', reason: 'why' },
        'en-us',
        422,
        'Please choose admin, finance, support or reviewer',
      ],
      [
        { username: admin.operator.username, role: 'support', reason: 'why' },
        'en-us',
        422,
        'You cannot change your own role',
      ],
      [
        { username: admin.operator.username, role: 'support', reason: 'why' },
        'zh-cn',
        422,
        '不能更改自己的角色',
      ],
      [
        { username: 'ghost', role: 'support', reason: 'why' },
        'en-us',
        404,
        'The operator ghost does not exist',
      ],
    ];
    for (const [body, lang, httpStatus, msg] of refusals) {
      const answer = await post(admin.token, 'operators/role', body, lang);
      assert.deepEqual([answer.httpStatus, answer.body.msg], [httpStatus, msg], JSON.stringify(body));
    }
    assert.equal(
      (await post(target.token, 'operators/role', { username, role: 'admin', reason: 'x' })).httpStatus,
      403,
    );
    // The same role changes nothing: no record, the session goes on.
    const same = await post<OperatorAccount>(admin.token, 'operators/role', {
      username,
      role: 'finance',
      reason: 'x',
    });
    assert.equal(same.httpStatus, 200, same.body.msg);
    assert.deepEqual(await snapshotDatabase(server.orm), before);
    assert.equal((await me(target.token)).httpStatus, 200);

    const changed = await post<OperatorAccount>(admin.token, 'operators/role', {
      username,
      role: 'reviewer',
      reason: 'moved to reviews',
    });
    assert.equal(changed.httpStatus, 200, changed.body.msg);
    assert.deepEqual([changed.body.data.username, changed.body.data.role], [username, 'reviewer']);
    assert.equal((await me(target.token)).httpStatus, 401, 'their sessions ended');
    const token = await loginOperator(server, username);
    assert.equal((await me(token)).body.data.role, 'reviewer');
    const journal = await server.get('/api/Admin/journal', { headers: { 'operator-token': token } });
    assert.equal(journal.httpStatus, 403, 'a reviewer does not read the journal');
    assert.deepEqual(
      (await audit('operator_role', username)).map((a) => [a.actor, a.reason, a.detail.from, a.detail.to]),
      [[`operator:${admin.operator.username}`, 'moved to reviews', 'finance', 'reviewer']],
    );

    // The CLI does the same through the same service, and wants the reason too.
    await assert.rejects(
      runAdminCommand(server, systemClock, 'operators:role', ['--username', username, '--role', 'support']),
      (error) => error instanceof UsageError && error.message === '--reason is required',
    );
    const printed = await runAdminCommand(server, systemClock, 'operators:role', [
      '--username',
      username,
      '--role',
      'support',
      '--reason',
      'covering support',
    ]);
    assert.match(printed[0]!, new RegExp(`^role set: ${username} \\(support\\)`));
    assert.equal((await me(token)).httpStatus, 401);
    assert.deepEqual(
      (await audit('operator_role', username)).map((a) => [a.actor, a.reason, a.detail.to]),
      [
        [`operator:${admin.operator.username}`, 'moved to reviews', 'reviewer'],
        ['cli:test', 'covering support', 'support'],
      ],
    );
  });
});
