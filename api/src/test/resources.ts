import { randomUUID } from 'node:crypto';
import type { Envelope } from '../contract/index.ts';
import { dialectOf } from '../db/dialect.ts';
import { createConversionService } from '../modules/conversion/conversion.service.ts';
import { createFundService } from '../modules/fund/fund.service.ts';
import { createTrialQuotaService } from '../modules/fund/trial-quota.service.ts';
import { createLedgerService } from '../modules/ledger/ledger.service.ts';
import { createWithdrawalService } from '../modules/withdrawal/withdrawal.service.ts';
import type { Clock } from '../platform/clock.ts';
import { memberActor } from '../platform/policy.ts';
import { buildWithdrawalAddress, type TestMember } from './factories.ts';
import { fundPool } from './ledger.ts';
import type { TestServer } from './server.ts';
import { openSocket, type TestSocket } from './socket.ts';

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

  const builders: Record<string, (owner: TestMember) => Promise<Made>> = {
    fund: () => fund(),
    address: async (owner) => (await buildWithdrawalAddress(server, owner.id)).id,
    withdrawal: async (owner) => {
      const address = await buildWithdrawalAddress(server, owner.id);
      const withdrawals = createWithdrawalService({ clock, ledger });
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
