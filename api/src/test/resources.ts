import { randomUUID } from 'node:crypto';
import type { Envelope } from '../contract/index.ts';
import { dialectOf } from '../db/dialect.ts';
import { createConversionService } from '../modules/conversion/conversion.service.ts';
import { createEquityService } from '../modules/equity/equity.service.ts';
import { createFundService } from '../modules/fund/fund.service.ts';
import { createTrialQuotaService } from '../modules/fund/trial-quota.service.ts';
import { capitalAccount, platformAccount } from '../modules/ledger/ledger-accounts.ts';
import { createLedgerService } from '../modules/ledger/ledger.service.ts';
import { createStakingPlanService } from '../modules/staking/staking-plan.service.ts';
import { createStakingSettler } from '../modules/staking/staking-settlement.service.ts';
import { createWithdrawalService } from '../modules/withdrawal/withdrawal.service.ts';
import { createVipService } from '../modules/vip/vip.service.ts';
import { platformDay, type Clock } from '../platform/clock.ts';
import { memberActor } from '../platform/policy.ts';
import { chatBuilders } from './chat.ts';
import { buildWithdrawalAddress, type TestMember } from './factories.ts';
import { groupBuilders } from './groups.ts';
import { fundPool } from './ledger.ts';
import type { TestServer } from './server.ts';
import { openSocket, type TestSocket } from './socket.ts';
import { friendRequestTo, socialNoticeOf } from './social.ts';
import { SAMPLE_PLAN, uploadVideo } from './videos.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

type Made = string | number;

/**
 * Builders of one resource of each kind a member can own, for `owner`, as the access tests need
 * them: what a route's id (or path) field names. A route naming a resource with no builder here
 * fails the access matrix until one is added.
 */
export function resourceBuilders(server: TestServer, clock: Clock) {
  const ledger = createLedgerService({ dialect: dialectOf(server.config), clock });
  const sockets: TestSocket[] = [];
  let fundId: number | undefined;
  let offeringId: number | undefined;

  /** A fund on sale with a funded pool, shared by every purchase and quota of the test. */
  async function fund(): Promise<number> {
    if (fundId !== undefined) return fundId;
    fundId = await createFundService({ clock }).create(
      server.orm.em.fork(),
      {
        name: { 'en-us': 'Access fund', 'zh-cn': '访问基金', 'hi-in': 'एक्सेस फ़ंड' },
        description: { 'en-us': 'For tests', 'zh-cn': '测试用', 'hi-in': 'परीक्षण के लिए' },
        cycleDays: 3,
        monthlyRateBps: 300,
        minimum: 100n,
        maximumPerMember: 100_000_000n,
        totalSize: 1_000_000_000n,
        status: 'on_sale',
      },
      'cli:test',
    );
    await fundPool(server, fundId, 10_000_000n);
    return fundId;
  }

  let stakingPlanId: number | undefined;

  /** A one-day INR staking plan, open, with a funded pool, shared by every stake of the test. */
  async function stakingPlan(): Promise<number> {
    if (stakingPlanId !== undefined) return stakingPlanId;
    const planId = await createStakingPlanService({ clock }).create(
      server.orm.em.fork(),
      {
        name: { 'en-us': 'Access plan', 'zh-cn': '访问计划', 'hi-in': 'एक्सेस योजना' },
        description: { 'en-us': 'For tests', 'zh-cn': '测试用', 'hi-in': 'परीक्षण के लिए' },
        asset: 'INR',
        termDays: 1,
        annualRateBps: 1200,
        minimum: 100n,
        maximum: 100_000_000n,
        totalCap: 1_000_000_000n,
        claimWindowDays: 365,
        status: 'open',
      },
      'cli:test',
    );
    await server.orm.em.fork().transactional((tx) =>
      ledger.post(tx, {
        type: 'pool_fund',
        actor: 'test',
        lines: [
          { account: capitalAccount('INR'), amount: -10_000_000n },
          { account: platformAccount('staking_pool', 'INR', planId), amount: 10_000_000n },
        ],
      }),
    );
    stakingPlanId = planId;
    return planId;
  }

  /** An equity offering subscribing at ₹100 a share, shared by every holding of the test. */
  async function offering(): Promise<number> {
    offeringId ??= await createEquityService({ clock }).create(
      server.orm.em.fork(),
      {
        name: { 'en-us': 'Access equity', 'zh-cn': '访问股权', 'hi-in': 'एक्सेस इक्विटी' },
        description: { 'en-us': 'For tests', 'zh-cn': '测试用', 'hi-in': 'परीक्षण के लिए' },
        feeRateBps: 200,
        lockDays: 30,
        totalShares: 10n ** 12n,
        status: 'subscribing',
        sharePrice: 10_000n,
      },
      'cli:test',
    );
    return offeringId;
  }

  /** A post of `owner`'s, published through the API. */
  async function publishPost(owner: TestMember): Promise<number> {
    const answer = await server.post<{ id: number }>('/chat/post/publish', {
      headers: { token: owner.token },
      json: { title: 'A post', content: 'Its content' },
    });
    if (answer.body.status !== 1) throw new Error(`could not publish a post: ${answer.body.msg}`);
    return answer.body.data.id;
  }

  const builders: Record<string, (owner: TestMember) => Promise<Made>> = {
    fund: () => fund(),
    offering: () => offering(),
    holding: async (owner) => {
      const answer = await server.post<{ holding: { id: number } }>('/api/Equity/subscribe', {
        headers: { token: owner.token, 'Idempotency-Key': randomUUID() },
        json: {
          offering_id: await offering(),
          amount: '100.00',
          paymentPassword: owner.paymentPassword,
          agree: 1,
        },
      });
      if (answer.body.status !== 1) throw new Error(`could not subscribe: ${answer.body.msg}`);
      return answer.body.data.holding.id;
    },
    stakingPlan: () => stakingPlan(),
    /** A claimable stake (its one-day term run by the income job), so every stake route may act on it. */
    stake: async (owner) => {
      const answer = await server.post<{ stake: { id: number } }>('/api/Staking/stake', {
        headers: { token: owner.token, 'Idempotency-Key': randomUUID() },
        json: {
          plan_id: await stakingPlan(),
          amount: '100.00',
          paymentPassword: owner.paymentPassword,
          agree: 1,
        },
      });
      if (answer.body.status !== 1) throw new Error(`could not stake: ${answer.body.msg}`);
      if ('advance' in clock && typeof clock.advance === 'function') clock.advance(86_400_000 + 60_000);
      await createStakingSettler({ dialect: dialectOf(server.config), clock }).runPass(server.orm.em);
      return answer.body.data.stake.id;
    },
    address: async (owner) => (await buildWithdrawalAddress(server, owner.id)).id,
    withdrawal: async (owner) => {
      const address = await buildWithdrawalAddress(server, owner.id);
      const withdrawals = createWithdrawalService({
        clock,
        ledger,
        benefitsOf: createVipService({ clock, dialect: dialectOf(server.config) }).benefitsOf,
      });
      const made = await server.orm.em
        .fork()
        .transactional((tx) =>
          withdrawals.request(tx, memberActor(owner), { addressId: address.id, amount: 10_000_000n }),
        );
      return made.id;
    },
    order: async (owner) => {
      const answer = await server.post<{ order: { id: number } }>('/api/Fund/purchase', {
        headers: { token: owner.token, 'Idempotency-Key': randomUUID() },
        json: { fund_id: await fund(), amount: '100.00', paymentPassword: owner.paymentPassword, agree: 1 },
      });
      if (answer.body.status !== 1) throw new Error(`could not buy an order: ${answer.body.msg}`);
      return answer.body.data.order.id;
    },
    trialQuota: async (owner) =>
      createTrialQuotaService({ clock, funds: createFundService({ clock }) }).grant(
        server.orm.em.fork(),
        { memberId: owner.id, amount: 100n, fundId: await fund(), expiresAt: null },
        'cli:test',
      ),
    quote: async (owner) => {
      const quote = await createConversionService({ clock, ledger }).quote(
        server.orm.em.fork(),
        memberActor(owner),
        'INR',
        10_000n,
      );
      return quote.id;
    },
    /** A post of the owner's (any member reads it; only the owner deletes it). */
    post: (owner) => publishPost(owner),
    ownPost: (owner) => publishPost(owner),
    /** A comment of the owner's on a post of the owner's. */
    postComment: async (owner) => {
      const postId = await publishPost(owner);
      const answer = await server.post<{ comment: { id: number } }>('/chat/post/comment', {
        headers: { token: owner.token },
        json: { postId, content: 'A comment' },
      });
      if (answer.body.status !== 1) throw new Error(`could not comment: ${answer.body.msg}`);
      return answer.body.data.comment.id;
    },
    /** An image of the member's, named as a post's image. */
    postImage: (owner) => builders.upload!(owner),
    upload: async (owner) => {
      const form = new FormData();
      form.append('file', new Blob([PNG], { type: 'image/png' }), 'photo.png');
      const response = await fetch(`${server.url}/api/Upload/image`, {
        method: 'POST',
        body: form,
        headers: { token: owner.token },
      });
      const answer = (await response.json()) as Envelope<{ path: string }>;
      if (answer.status !== 1) throw new Error(`could not upload: ${answer.msg}`);
      return answer.data.path;
    },
    /** A finished resumable video upload of the member's (a small MP4). */
    video: (owner) => uploadVideo(server.url, owner.token),
    /** The same, named as a plan's video. */
    planVideo: (owner) => uploadVideo(server.url, owner.token),
    /** An image of the member's, named as a plan's poster. */
    poster: (owner) => builders.upload!(owner),
    /** A dinner plan of the member's under review. */
    plan: async (owner) => {
      const answer = await server.post<{ id: number }>('/api/Plans/submit', {
        headers: { token: owner.token },
        json: {
          ...SAMPLE_PLAN,
          date: platformDay(clock.now()),
          poster: await builders.upload!(owner),
          videoId: await uploadVideo(server.url, owner.token),
        },
      });
      if (answer.body.status !== 1) throw new Error(`could not submit a plan: ${answer.body.msg}`);
      return answer.body.data.id;
    },
    /** A friend request a new member sent to the owner (theirs to approve or reject). */
    friendRequest: (owner) => friendRequestTo(server, owner),
    /** A notice of the owner's (of a friend request they received). */
    socialNotice: (owner) => socialNoticeOf(server, owner),
    ...groupBuilders(server),
    ...chatBuilders(server),
    socket: async (owner) => {
      const issued = await server.post<{ token: string }>('/chat/connect/issueToken', {
        headers: { token: owner.token },
      });
      const socket = openSocket(server.url, issued.body.data.token);
      sockets.push(socket);
      return String((await socket.next('init')).client_id);
    },
  };

  return { builders, close: () => sockets.forEach((socket) => socket.close()) };
}
