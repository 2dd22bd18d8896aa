// The fault test's world: its own database (migrated and seeded as `npm run db:migrate` leaves
// it), the platform's settings set through the operator commands, and members with money, a
// payment password, an authenticator and a saved withdrawal address.
import { randomBytes } from 'node:crypto';
import { createConnection } from 'mysql2/promise';
import { Redis } from 'ioredis';
import type { Config } from '../../src/config.ts';
import { migrateToLatest, seed } from '../../src/db/migrate.ts';
import { createOrm, type Orm } from '../../src/db/orm.ts';
import { MemberSchema } from '../../src/modules/account/member.entity.ts';
import { memberAccount } from '../../src/modules/ledger/ledger-accounts.ts';
import { createLedgerService } from '../../src/modules/ledger/ledger.service.ts';
import { formatAmount, parseAmount } from '../../src/modules/ledger/money.ts';
import { WithdrawalAddressSchema } from '../../src/modules/withdrawal/withdrawal-address.entity.ts';
import { systemClock } from '../../src/platform/clock.ts';
import { createSecretBox, keyedHash } from '../../src/platform/crypto.ts';
import { runAdminCommand } from '../../src/test/admin.ts';
import { resetMysqlDatabase } from '../../src/test/database.ts';
import { Secret } from 'otpauth';

export const PAYMENT_PASSWORD = '135790';
/** What each member starts with. */
export const START = { inr: '200000.00', usdt: '2000.000000', piggy: '20000.00' } as const;

/** The actor of the entries the setup posts itself (told apart from the members' own). */
export const SETUP_ACTOR = 'cli:fault-test';

export type SetupMember = {
  id: number;
  mailbox: string;
  password: string;
  totpSecret: string;
  addressId: number;
};

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const tronAddress = () => 'T' + Array.from(randomBytes(33), (byte) => BASE58[byte % BASE58.length]).join('');

/** The database URL for `database` on the server that `serverUrl` names (its own path ignored). */
export function databaseUrlOf(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** The Redis URL for logical database `db` on the server that `serverUrl` names. */
export function redisUrlOf(serverUrl: string, db: number): string {
  const url = new URL(serverUrl);
  url.pathname = `/${db}`;
  return url.toString();
}

/** Creates the database when missing and drops every table in it (never another database). */
export async function resetDatabase(databaseUrl: string): Promise<void> {
  const database = new URL(databaseUrl).pathname.slice(1);
  if (!/^\w+$/.test(database)) throw new Error(`database name "${database}" must be a plain name`);
  const server = new URL(databaseUrl);
  server.pathname = '/';
  const admin = await createConnection({ uri: server.toString(), connectTimeout: 5000 });
  try {
    await admin.query(`create database if not exists \`${database}\``);
  } finally {
    await admin.end();
  }
  await resetMysqlDatabase(databaseUrl);
}

/**
 * Forgets the lockout counters (`h5:<lockout>:<member id>`) of these member ids in the suite's Redis
 * database: member ids start again at 1 in every run, and counters from an earlier run would lock
 * this run's members.
 */
export async function clearLockouts(redisUrl: string, memberIds: number[]): Promise<void> {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    const keys = memberIds.flatMap((id) => [`h5:authenticator:${id}`, `h5:payment-password:${id}`]);
    if (keys.length) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}

/** Migrates and seeds (demo funds included), then sets the platform up through the operator commands. */
export async function preparePlatform(config: Config, members: number): Promise<Orm> {
  const orm = await createOrm(config);
  await migrateToLatest(orm);
  await seed(orm, systemClock, { demoFunds: true });
  const inr = (minor: bigint) => formatAmount(minor, 'INR');
  const usdt = (minor: bigint) => formatAmount(minor, 'USDT');
  const each = BigInt(members);
  // The treasury takes the other side of every conversion; promotions pays the members' grants
  // and the piggy-bank interest; chain clearing is where their USDT deposits come from.
  const commands = [
    'rates:set --usdt-inr 83.25 --spread 0.5',
    'settings:withdrawal --minimum 10 --maximum 1000 --daily-limit 100000 --fee 1',
    'piggy:rate --annual 3.65',
    'pool:fund --account fx_treasury --asset INR --amount 100000000 --memo fault-test',
    'pool:fund --account fx_treasury --asset USDT --amount 1000000 --memo fault-test',
    `pool:fund --account promotions --asset INR --amount ${inr(parseAmount(START.inr, 'INR') * each + 100_000_00n)} --memo fault-test`,
    `pool:fund --account chain_clearing --asset USDT --amount ${usdt(parseAmount(START.usdt, 'USDT') * each)} --memo fault-test`,
  ];
  for (const command of commands) {
    const [name, ...args] = command.split(' ');
    await runAdminCommand({ orm, config }, systemClock, name!, args);
  }
  return orm;
}

/** The login password of every member (one Argon2id hash, made once, serves them all). */
export const LOGIN_PASSWORD = 'Faults#Pass1';

/**
 * A member as registration, the security page and an operator leave them: the member's row and
 * ledger accounts, INR granted and USDT deposited through the operator commands, a piggy bank, a
 * payment password, a bound authenticator (withdrawals not locked) and a saved TRC20 address.
 */
export async function prepareMember(
  orm: Orm,
  config: Config,
  passwordHash: string,
  tag: string,
): Promise<SetupMember> {
  const em = orm.em.fork();
  const now = new Date();
  const totpSecret = new Secret({ size: 20 }).base32;
  const member = em.create(MemberSchema, {
    mailbox: `faults-${tag}@example.com`,
    passwordHash,
    nickname: `faults-${tag}`,
    avatar: null,
    inviteCode: `F${tag.toUpperCase()}`.slice(0, 16),
    inviterId: null,
    vipLevel: 0,
    lang: 'en-us',
    paymentPasswordHash: null,
    totpSecret: createSecretBox(config.appSecret, 'authenticator').seal(totpSecret),
    totpPendingSecret: null,
    totpLastStep: null,
    withdrawLockedUntil: null,
    createdAt: now,
    updatedAt: now,
  });
  await em.flush();
  member.paymentPasswordHash = keyedHash(
    config.appSecret,
    'payment-password',
    `${member.id}:${PAYMENT_PASSWORD}`,
  );
  const address = em.create(WithdrawalAddressSchema, {
    memberId: member.id,
    chain: 'TRC20',
    address: tronAddress(),
    label: 'fault test',
    createdAt: now,
    updatedAt: now,
  });
  await em.flush();
  const ledger = createLedgerService({ dialect: 'mysql', clock: systemClock });
  await orm.em.fork().transactional((tx) => ledger.openMemberAccounts(tx, member.id));

  const admin = (name: string, args: string[]) => runAdminCommand({ orm, config }, systemClock, name, args);
  const id = String(member.id);
  await admin('members:grant', ['--member', id, '--amount', START.inr, '--memo', 'fault-test']);
  const txHash = randomBytes(32).toString('hex');
  await admin('deposits:confirm', [
    '--member',
    id,
    '--chain',
    'TRC20',
    '--amount',
    START.usdt,
    '--tx',
    txHash,
  ]);
  const piggy = parseAmount(START.piggy, 'INR');
  await orm.em.fork().transactional((tx) =>
    ledger.post(tx, {
      type: 'piggy_in',
      actor: SETUP_ACTOR,
      memo: 'fault test: a piggy bank to start with',
      lines: [
        { account: memberAccount(member.id, 'balance'), amount: -piggy },
        { account: memberAccount(member.id, 'piggy_bank'), amount: piggy },
      ],
    }),
  );
  return {
    id: member.id,
    mailbox: member.mailbox,
    password: LOGIN_PASSWORD,
    totpSecret,
    addressId: address.id,
  };
}
