import { placeInTree } from '../modules/account/member-tree.ts';
import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { Secret, TOTP } from 'otpauth';
import { createSecretBox, keyedHash } from '../platform/crypto.ts';
import { NoticeSchema, type Notice } from '../modules/content/notice.entity.ts';
import { type Orm } from '../db/orm.ts';
import { dialectOf } from '../db/dialect.ts';
import { MemberSchema, type Member } from '../modules/account/member.entity.ts';
import { hashPassword } from '../modules/account/password.ts';
import { createLedgerService } from '../modules/ledger/ledger.service.ts';
import { systemClock, type Clock } from '../platform/clock.ts';
import type { Lang } from '../platform/i18n.ts';
import { fundMember } from './ledger.ts';
import type { TestServer } from './server.ts';
import { retriedTransaction } from '../db/retried-transaction.ts';
import {
  WithdrawalAddressSchema,
  type WithdrawalAddress,
} from '../modules/withdrawal/withdrawal-address.entity.ts';
import type { Chain } from '../modules/withdrawal/withdrawal.service.ts';

let sequence = 0;

/** Publishes a notice directly in the database, in all three languages. */
export async function buildNotice(
  orm: Orm,
  overrides: Partial<{ publishedAt: Date; title: string }> = {},
): Promise<Notice> {
  sequence += 1;
  const em: EntityManager = orm.em.fork();
  const title = overrides.title ?? `Notice ${sequence}`;
  const now = new Date();
  const notice = em.create(NoticeSchema, {
    seedKey: null,
    titleEnUs: title,
    titleZhCn: `公告 ${sequence}`,
    titleHiIn: `घोषणा ${sequence}`,
    summaryEnUs: `Summary of ${title}`,
    summaryZhCn: `公告 ${sequence} 摘要`,
    summaryHiIn: `घोषणा ${sequence} का सारांश`,
    bodyEnUs: `Body of ${title}`,
    bodyZhCn: `公告 ${sequence} 正文`,
    bodyHiIn: `घोषणा ${sequence} का विवरण`,
    publishedAt: overrides.publishedAt ?? now,
    createdAt: now,
    updatedAt: now,
  });
  await em.flush();
  return notice;
}

let members = 0;

export const TEST_PASSWORD = 'Secret#123';
/** The payment password `buildMember({ paymentPassword: true })` sets. */
export const TEST_PAYMENT_PASSWORD = '246810';

export type MemberOptions = {
  /** INR on the balance, granted through the ledger (capital → promotions → member). */
  balance?: string;
  /** USDT, granted through the ledger (capital → member). */
  usdt?: string;
  /** A payment password: `true` for TEST_PAYMENT_PASSWORD, or the 6 digits to set. */
  paymentPassword?: boolean | string;
  /**
   * A bound Google authenticator: `true` for a fresh secret, or the base32 secret to bind
   * (`authenticatorCode(member, clock)` answers its codes).
   */
  authenticator?: boolean | string;
  vip?: number;
  mailbox?: string;
  password?: string;
  inviterId?: number;
  lang?: Lang;
  /** Log in through the API (the default) and answer the session token; `false` for none. */
  login?: boolean;
  /** The `client` header of that login (one live session per member and client). */
  client?: string;
};

/** A member built for a test: the stored row, its session token and the secrets it was given. */
export type TestMember = Member & {
  token: string;
  paymentPassword: string | null;
  totpSecret: string | null;
};

type FactoryServer = Pick<TestServer, 'orm' | 'config' | 'post'>;

/**
 * A registered member (mailbox, Argon2id password, ledger accounts open, as registration leaves
 * them), with what `options` asks for, logged in through the API unless `login: false`.
 */
export async function buildMember(server: FactoryServer, options: MemberOptions = {}): Promise<TestMember> {
  members += 1;
  const em: EntityManager = server.orm.em.fork();
  const now = new Date();
  const tag = `${Date.now().toString(36)}${members}`;
  const paymentPassword =
    options.paymentPassword === true ? TEST_PAYMENT_PASSWORD : options.paymentPassword || null;
  const totpSecret =
    options.authenticator === true ? new Secret({ size: 20 }).base32 : options.authenticator || null;
  const member = em.create(MemberSchema, {
    mailbox: options.mailbox ?? `member${tag}@example.com`,
    passwordHash: await hashPassword(options.password ?? TEST_PASSWORD),
    nickname: `member${members}`,
    avatar: null,
    inviteCode: `T${tag.toUpperCase()}`.slice(0, 16),
    inviterId: options.inviterId ?? null,
    vipLevel: options.vip ?? 0,
    lang: options.lang ?? 'en-us',
    paymentPasswordHash: null,
    totpSecret: totpSecret && createSecretBox(server.config.appSecret, 'authenticator').seal(totpSecret),
    totpPendingSecret: null,
    totpLastStep: null,
    withdrawLockedUntil: null,
    createdAt: now,
    updatedAt: now,
  });
  await em.flush();
  if (paymentPassword) await setPaymentPassword(server, member.id, paymentPassword);
  // As registration does: the member's accounts exist from the start.
  const ledger = createLedgerService({ dialect: dialectOf(server.config), clock: systemClock });
  await retriedTransaction(em, async (tx) => {
    await placeInTree(tx, dialectOf(server.config), member);
    await ledger.openMemberAccounts(tx, member.id);
  });
  if (options.balance) await fundMember(server, member.id, options.balance);
  if (options.usdt) await fundMember(server, member.id, options.usdt, 'USDT');
  const token =
    options.login === false ? '' : await loginAs(server, member.mailbox, options.password, options.client);
  return Object.assign(member, {
    token,
    paymentPassword,
    totpSecret,
    paymentPasswordHash: paymentPassword && paymentPasswordHash(server, member.id, paymentPassword),
  });
}

const paymentPasswordHash = (server: Pick<FactoryServer, 'config'>, memberId: number, password: string) =>
  keyedHash(server.config.appSecret, 'payment-password', `${memberId}:${password}`);

/** Sets a member's 6-digit payment password straight in the database, as the security page stores it. */
export async function setPaymentPassword(
  server: Pick<FactoryServer, 'orm' | 'config'>,
  memberId: number,
  password: string,
): Promise<void> {
  const em = server.orm.em.fork();
  const row = await em.findOneOrFail(MemberSchema, { id: memberId });
  row.paymentPasswordHash = paymentPasswordHash(server, memberId, password);
  await em.flush();
}

/** A fresh code of the member's authenticator at `clock`'s time (one per 30 s step is accepted). */
export function authenticatorCode(member: Pick<TestMember, 'totpSecret'>, clock: Clock): string {
  if (!member.totpSecret)
    throw new Error('this member has no authenticator: buildMember({ authenticator: true })');
  return new TOTP({ secret: Secret.fromBase32(member.totpSecret), digits: 6, period: 30 }).generate({
    timestamp: clock.now().getTime(),
  });
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** A TRC20 address of the right shape, different each time. */
export const randomTronAddress = () =>
  `T${Array.from(randomBytes(33), (byte) => BASE58[byte % BASE58.length]).join('')}`;

/** A saved withdrawal address of the member, straight in the database (a new TRC20 one by default). */
export async function buildWithdrawalAddress(
  server: Pick<FactoryServer, 'orm'>,
  memberId: number,
  address: { chain?: Chain; address?: string; label?: string } = {},
): Promise<WithdrawalAddress> {
  const em = server.orm.em.fork();
  const now = new Date();
  const saved = em.create(WithdrawalAddressSchema, {
    memberId,
    chain: address.chain ?? 'TRC20',
    address: address.address ?? randomTronAddress(),
    label: address.label ?? '',
    createdAt: now,
    updatedAt: now,
  });
  await em.flush();
  return saved;
}

/** Logs a member in through the API; answers the session token. */
export async function loginAs(
  server: { post: TestServer['post'] },
  mailbox: string,
  password = TEST_PASSWORD,
  client = 'test-device',
): Promise<string> {
  const answer = await server.post<{ token: string }>('/api/User/login', {
    form: { mailbox, password },
    headers: { client },
  });
  if (answer.body.status !== 1) throw new Error(`login failed: ${answer.body.msg}`);
  return answer.body.data.token;
}
