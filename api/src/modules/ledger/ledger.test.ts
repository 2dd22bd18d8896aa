import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { dialectOf } from '../../db/dialect.ts';
import { systemClock } from '../../platform/clock.ts';
import { buildMember } from '../../test/factories.ts';
import { assertLedgerClean, fundMember } from '../../test/ledger.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { auditLedger, describeAudit } from './ledger-audit.ts';
import { createLedgerBatcher } from './ledger-batcher.ts';
import { capitalAccount, memberAccount, platformAccount } from './ledger-accounts.ts';
import {
  createLedgerService,
  InsufficientFundsError,
  LedgerError,
  type LedgerService,
} from './ledger.service.ts';
import { toBigInt } from './money.ts';
import { queryRows, runStatement } from './sql.ts';

const apiSrc = fileURLToPath(new URL('../..', import.meta.url));

/** Runs a CLI of the API against the test server's database. */
function runCli(server: TestServer, script: string, args: string[]) {
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    DATA_DIR: server.dataDir,
    LOG_LEVEL: 'silent',
  };
  if (server.config.databaseUrl) env.DATABASE_URL = server.config.databaseUrl;
  else delete env.DATABASE_URL;
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, [`${apiSrc}/${script}`, ...args], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('ledger', () => {
  let server: TestServer;
  let ledger: LedgerService;
  before(async () => {
    server = await startTestServer();
    ledger = createLedgerService({ dialect: dialectOf(server.config), clock: systemClock });
  });
  after(() => server.close());

  const post = (input: Parameters<LedgerService['post']>[1]) =>
    server.orm.em.fork().transactional((tx) => ledger.post(tx, input));
  const counts = async () => {
    const [row] = await queryRows<{ entries: unknown; lines: unknown }>(
      server.orm.em.fork(),
      'select (select count(*) from journal_entry) as entries, (select count(*) from journal_line) as line_total',
    );
    return row;
  };

  it('refuses entries that do not balance per asset, and writes nothing', async () => {
    const member = await buildMember(server, { login: false });
    const before = await counts();
    await assert.rejects(
      post({
        type: 'grant',
        actor: 'test',
        lines: [
          { account: capitalAccount('INR'), amount: -100n },
          { account: memberAccount(member.id, 'balance'), amount: 99n },
        ],
      }),
      LedgerError,
    );
    await assert.rejects(
      post({
        type: 'pool_fund',
        actor: 'test',
        lines: [
          { account: capitalAccount('INR'), amount: -100n },
          { account: platformAccount('promotions', 'USDT'), amount: 100n },
        ],
      }),
      LedgerError,
    );
    await assert.rejects(
      post({
        type: 'grant',
        actor: 'test',
        lines: [
          { account: capitalAccount('INR'), amount: 0n },
          { account: capitalAccount('INR'), amount: 0n },
        ],
      }),
      LedgerError,
    );
    assert.throws(() => memberAccount(member.id, 'balance', 'USDT'));
    assert.deepEqual(await counts(), before);
    await assertLedgerClean(server.orm);
  });

  it('lets only the external capital account go below zero', async () => {
    const member = await buildMember(server, { login: false });
    await assert.rejects(
      post({
        type: 'grant',
        actor: 'test',
        lines: [
          { account: platformAccount('fee_income', 'INR'), amount: -1n },
          { account: memberAccount(member.id, 'balance'), amount: 1n },
        ],
      }),
      InsufficientFundsError,
    );
    const entry = await post({
      type: 'pool_fund',
      actor: 'test',
      memo: 'seed',
      lines: [
        { account: capitalAccount('USDT'), amount: -5_000_000n },
        { account: platformAccount('fund_pool', 'USDT', 7), amount: 5_000_000n },
      ],
    });
    assert.deepEqual(
      entry.lines.map((l) => [l.code, l.balanceAfter]),
      [
        ['external:capital:USDT', -5_000_000n],
        ['platform:fund_pool:7:USDT', 5_000_000n],
      ],
    );
    await assertLedgerClean(server.orm);
  });

  it('posts many entries in order, refusing on its own each one that would overdraw', async () => {
    const [a, b] = [await buildMember(server, { login: false }), await buildMember(server, { login: false })];
    await fundMember(server, a.id, '1.00');
    const move = (from: number, to: number, amount: bigint, idempotencyKey?: string) => ({
      type: 'transfer' as const,
      actor: 'test',
      ...(idempotencyKey ? { idempotencyKey } : {}),
      lines: [
        { account: memberAccount(from, 'balance'), amount: -amount },
        { account: memberAccount(to, 'balance'), amount },
      ],
    });
    const key = `many-${a.id}`;
    const outcomes = await server.orm.em.fork().transactional((tx) =>
      ledger.postMany(tx, [
        move(a.id, b.id, 60n, key),
        move(a.id, b.id, 60n), // a holds 40 now
        move(b.id, a.id, 10n),
        move(a.id, b.id, 50n), // 40 + 10
      ]),
    );
    assert.deepEqual(
      outcomes.map((o) => (o.ok ? o.entry.lines.map((l) => l.balanceAfter) : o.error.constructor.name)),
      [[40n, 60n], 'InsufficientFundsError', [50n, 50n], [0n, 100n]],
    );
    const refused = outcomes[1]!;
    assert.ok(!refused.ok && refused.error instanceof InsufficientFundsError);
    assert.equal(refused.error.available, 40n);
    assert.equal(refused.error.required, 60n);
    assert.deepEqual(
      await ledger.balancesOf(server.orm.em.fork(), [
        memberAccount(a.id, 'balance'),
        memberAccount(b.id, 'balance'),
      ]),
      [0n, 100n],
    );
    // The balance each line left, as the journal holds it, and one entry per posted outcome.
    const lines = await queryRows<{ entry_id: unknown; amount: unknown; balance_after: unknown }>(
      server.orm.em.fork(),
      'select l.entry_id, l.amount, l.balance_after from journal_line l join ledger_account a on a.id = l.account_id where a.code = ? order by l.id',
      [`member:${b.id}:balance:INR`],
    );
    assert.deepEqual(
      lines.map((l) => [toBigInt(l.amount), toBigInt(l.balance_after)]),
      [
        [60n, 60n],
        [-10n, 50n],
        [50n, 100n],
      ],
    );
    assert.deepEqual(
      lines.map((l) => Number(l.entry_id)),
      outcomes.filter((o) => o.ok).map((o) => (o.ok ? o.entry.id : 0)),
    );

    // A key already used refuses that entry only (the batch is written again one by one).
    await fundMember(server, a.id, '1.00');
    const again = await server.orm.em
      .fork()
      .transactional((tx) =>
        ledger.postMany(tx, [move(a.id, b.id, 5n), move(a.id, b.id, 5n, key), move(a.id, b.id, 7n)]),
      );
    assert.deepEqual(
      again.map((o) => o.ok),
      [true, false, true],
    );
    assert.deepEqual(
      await ledger.balancesOf(server.orm.em.fork(), [
        memberAccount(a.id, 'balance'),
        memberAccount(b.id, 'balance'),
      ]),
      [88n, 112n],
    );
    await assertLedgerClean(server.orm);
  });

  it('group-commits racing entries: each caller gets its own outcome and nothing overdraws', async () => {
    const [payer, payee] = [
      await buildMember(server, { login: false }),
      await buildMember(server, { login: false }),
    ];
    await fundMember(server, payer.id, '10.00');
    const batcher = createLedgerBatcher(server.orm, ledger);
    // 120 transfers of 0.10 from 10.00: exactly 100 go through, whatever batches they share.
    const settled = await Promise.allSettled(
      Array.from({ length: 120 }, (_, i) =>
        batcher.submit({
          type: 'transfer',
          actor: 'test',
          idempotencyKey: `race-${payer.id}-${i}`,
          lines: [
            { account: memberAccount(payer.id, 'balance'), amount: -10n },
            { account: memberAccount(payee.id, 'balance'), amount: 10n },
          ],
        }),
      ),
    );
    const posted = settled.filter((s) => s.status === 'fulfilled');
    const refused = settled.filter((s) => s.status === 'rejected');
    assert.equal(posted.length, 100);
    assert.ok(refused.every((s) => s.reason instanceof InsufficientFundsError));
    assert.deepEqual(
      await ledger.balancesOf(server.orm.em.fork(), [
        memberAccount(payer.id, 'balance'),
        memberAccount(payee.id, 'balance'),
      ]),
      [0n, 1000n],
    );
    // Every payer line left a balance one step lower: the order of the journal is the order of the money.
    const afters = posted.map((s) => s.value.lines[0]!.balanceAfter).sort((x, y) => Number(y - x));
    assert.deepEqual(
      afters,
      Array.from({ length: 100 }, (_, i) => 990n - 10n * BigInt(i)),
    );
    const { batches, entries } = batcher.stats();
    assert.equal(entries, 120);
    assert.ok(batches < entries, `${batches} transactions for ${entries} entries`);
    await assert.rejects(
      batcher.submit({
        type: 'transfer',
        actor: 'test',
        lines: [{ account: capitalAccount('INR'), amount: 1n }],
      }),
      LedgerError,
    );
    await assertLedgerClean(server.orm);
  });

  it('tops up and grants through the operator CLI, audited, refusing what promotions cannot pay', async () => {
    const member = await buildMember(server, { login: false });
    const help = await runCli(server, 'admin-cli.ts', ['--help']);
    assert.equal(help.code, 0);
    assert.match(help.stdout, /pool:fund/);
    assert.match(help.stdout, /members:grant/);

    const before = await ledger.balancesOf(server.orm.em.fork(), [platformAccount('promotions', 'INR')]);
    const drain = before[0]!;
    if (drain > 0n)
      await post({
        type: 'transfer',
        actor: 'test',
        lines: [
          { account: platformAccount('promotions', 'INR'), amount: -drain },
          { account: platformAccount('reserve_fund', 'INR'), amount: drain },
        ],
      });
    const refused = await runCli(server, 'admin-cli.ts', [
      'members:grant',
      '--member',
      String(member.id),
      '--amount',
      '25.00',
      '--memo',
      'welcome',
    ]);
    assert.equal(refused.code, 1, refused.stderr);
    assert.match(
      refused.stderr,
      /refused, nothing moved: platform:promotions:INR holds 0\.00 INR, needs 25\.00/,
    );

    const bad = [
      ['pool:fund', '--account', 'promotions', '--asset', 'INR', '--amount', '1.001', '--memo', 'x'],
      ['pool:fund', '--account', 'nowhere', '--amount', '1.00', '--memo', 'x'],
      ['pool:fund', '--account', 'promotions', '--asset', 'EUR', '--amount', '1.00', '--memo', 'x'],
      ['pool:fund', '--account', 'promotions', '--amount', '-5', '--memo', 'x'],
      ['pool:fund', '--account', 'promotions', '--amount', '5.00'],
      ['members:grant', '--member', 'abc', '--amount', '1.00', '--memo', 'x'],
      ['members:grant', '--member', '1', '--amount', '1.00', '--memo', 'x', '--extra', 'y'],
    ];
    for (const args of bad) {
      const answer = await runCli(server, 'admin-cli.ts', args);
      assert.equal(answer.code, 2, `${args.join(' ')}: ${answer.stdout}${answer.stderr}`);
      assert.ok(answer.stderr.length > 0);
    }
    const unknown = await runCli(server, 'admin-cli.ts', [
      'members:grant',
      '--member',
      '99999999',
      '--amount',
      '1.00',
      '--memo',
      'x',
    ]);
    assert.equal(unknown.code, 1);
    assert.match(unknown.stderr, /no member with id 99999999/);

    const funded = await runCli(server, 'admin-cli.ts', [
      'pool:fund',
      '--account',
      'promotions',
      '--asset',
      'INR',
      '--amount',
      '1000.00',
      '--memo',
      'launch bonus budget',
    ]);
    assert.equal(funded.code, 0, funded.stderr);
    assert.match(funded.stdout, /pool_fund by cli:/);
    assert.match(funded.stdout, /platform:promotions:INR\s+\+1000\.00 INR\s+balance after 1000\.00/);
    const granted = await runCli(server, 'admin-cli.ts', [
      'members:grant',
      '--member',
      String(member.id),
      '--amount',
      '25.00',
      '--memo',
      'welcome',
    ]);
    assert.equal(granted.code, 0, granted.stderr);
    assert.match(
      granted.stdout,
      new RegExp(`member:${member.id}:balance:INR\\s+\\+25\\.00 INR\\s+balance after 25\\.00`),
    );
    assert.deepEqual(
      await ledger.balancesOf(server.orm.em.fork(), [
        memberAccount(member.id, 'balance'),
        platformAccount('promotions', 'INR'),
      ]),
      [2500n, 97500n],
    );

    const actions = await queryRows<{ actor: string; action: string; detail: string }>(
      server.orm.em.fork(),
      'select actor, action, detail from operator_action order by id',
    );
    assert.deepEqual(
      actions.map((a) => a.action),
      ['pool_fund', 'member_grant'],
    );
    assert.ok(actions.every((a) => a.actor.startsWith('cli:')));
    assert.equal(JSON.parse(actions[1]!.detail).memo, 'welcome');
    await assertLedgerClean(server.orm);
  });

  it('reports a tampered balance and exits non-zero', async () => {
    const clean = await runCli(server, 'modules/ledger/ledger-audit-cli.ts', []);
    assert.equal(clean.code, 0, clean.stderr);
    assert.match(clean.stdout, /^ledger clean: \d+ accounts, \d+ entries/);

    const member = await buildMember(server, { login: false });
    await post({
      type: 'pool_fund',
      actor: 'test',
      lines: [
        { account: capitalAccount('INR'), amount: -500n },
        { account: memberAccount(member.id, 'piggy_bank'), amount: 500n },
      ],
    });
    const code = `member:${member.id}:piggy_bank:INR`;
    await runStatement(server.orm.em.fork(), 'update ledger_account set balance = 100500 where code = ?', [
      code,
    ]);
    const report = await auditLedger(server.orm.em.fork());
    assert.equal(report.ok, false);
    assert.deepEqual(
      report.differences.map((d) => [d.account, d.stored, d.recomputed]),
      [[code, 100500n, 500n]],
    );
    const cli = await runCli(server, 'modules/ledger/ledger-audit-cli.ts', []);
    assert.equal(cli.code, 1);
    assert.match(cli.stderr, new RegExp(`difference: account ${code} stored 1005\\.00 recomputed 5\\.00`));
    assert.ok(describeAudit(report).some((line) => line.includes('NOT clean')));

    await runStatement(server.orm.em.fork(), 'update ledger_account set balance = 500 where code = ?', [
      code,
    ]);
    await runStatement(
      server.orm.em.fork(),
      'update journal_line set amount = 400 where account_id = (select id from ledger_account where code = ?)',
      [code],
    );
    const unbalanced = await auditLedger(server.orm.em.fork());
    assert.equal(unbalanced.unbalanced.length, 1);
    assert.equal(unbalanced.ok, false);
    await runStatement(
      server.orm.em.fork(),
      'update journal_line set amount = 500 where account_id = (select id from ledger_account where code = ?)',
      [code],
    );
    await assertLedgerClean(server.orm);
  });
});
