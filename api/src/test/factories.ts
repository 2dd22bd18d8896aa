import { keyedHash } from '../platform/crypto.ts';
import type { EntityManager } from '@mikro-orm/core';
import { NoticeSchema, type Notice } from '../modules/content/notice.entity.ts';
import type { Orm } from '../db/orm.ts';
import { MemberSchema, type Member } from '../modules/account/member.entity.ts';
import { hashPassword } from '../modules/account/password.ts';
import { createLedgerService } from '../modules/ledger/ledger.service.ts';
import { systemClock } from '../platform/clock.ts';
import type { TestServer } from './server.ts';

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

/** A registered member (mailbox, Argon2id password), straight in the database. */
export async function buildMember(
  orm: Orm,
  overrides: Partial<{ mailbox: string; password: string; inviterId: number }> = {},
): Promise<Member> {
  members += 1;
  const em: EntityManager = orm.em.fork();
  const now = new Date();
  const tag = `${Date.now().toString(36)}${members}`;
  const member = em.create(MemberSchema, {
    mailbox: overrides.mailbox ?? `member${tag}@example.com`,
    passwordHash: await hashPassword(overrides.password ?? TEST_PASSWORD),
    nickname: `member${members}`,
    avatar: null,
    inviteCode: `T${tag.toUpperCase()}`.slice(0, 16),
    inviterId: overrides.inviterId ?? null,
    vipLevel: 0,
    lang: 'en-us',
    paymentPasswordHash: null,
    totpSecret: null,
    totpPendingSecret: null,
    totpLastStep: null,
    withdrawLockedUntil: null,
    createdAt: now,
    updatedAt: now,
  });
  await em.flush();
  // As registration does: the member's accounts exist from the start.
  const dialect = orm.config.get('clientUrl') ? 'mysql' : 'sqlite';
  await em.transactional((tx) =>
    createLedgerService({ dialect, clock: systemClock }).openMemberAccounts(tx, member.id),
  );
  return member;
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

/** Sets a member's 6-digit payment password straight in the database (as the security page stores it). */
export async function setPaymentPassword(
  server: { orm: Orm; config: { appSecret: string } },
  memberId: number,
  password: string,
): Promise<void> {
  const em = server.orm.em.fork();
  const row = await em.findOneOrFail(MemberSchema, { id: memberId });
  row.paymentPasswordHash = keyedHash(server.config.appSecret, 'payment-password', `${memberId}:${password}`);
  await em.flush();
}
