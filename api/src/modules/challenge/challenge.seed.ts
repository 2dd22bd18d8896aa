import type { EntityManager } from '@mikro-orm/core';
import type { Clock } from '../../platform/clock.ts';
import { queryRows } from '../ledger/sql.ts';
import { createVipService } from '../vip/vip.service.ts';
import { createChallengeService, type NewChallenge } from './challenge.service.ts';

const DAY_MS = 86_400_000;
const TITLE = 'Invest & invite: 30-day challenge';

/** The demo challenge: open to every member, running for 30 days from the first start. */
const demoChallenge = (now: Date): NewChallenge => ({
  title: {
    'en-us': TITLE,
    'hi-in': 'निवेश करें और आमंत्रित करें: 30 दिन की चुनौती',
    'zh-cn': '投资并邀请：30 天挑战',
  },
  description: {
    'en-us':
      'Invest ₹5,000 in funds, equity or staking and invite 2 new friends within 30 days to earn a ₹200 reward, paid to your balance when the challenge ends.',
    'hi-in':
      '30 दिनों के भीतर फ़ंड, इक्विटी या स्टेकिंग में ₹5,000 निवेश करें और 2 नए दोस्तों को आमंत्रित करें, ₹200 का इनाम पाएँ — चुनौती समाप्त होने पर आपके बैलेंस में।',
    'zh-cn':
      '30 天内在基金、股权或质押中投资 ₹5,000 并邀请 2 位新朋友，即可获得 ₹200 奖励，挑战结束后发放到您的余额。',
  },
  startsAt: new Date(now.getTime() - 60_000),
  endsAt: new Date(now.getTime() + 30 * DAY_MS),
  minVipLevel: 0,
  minInvested: 500_000n,
  minReferrals: 2,
  reward: 20_000n,
});

/**
 * Publishes the demo challenge once (by its English title). Its rewards come from promotions, which
 * the operator funds: the settlement waits, logged, while it cannot pay.
 */
export async function seedDemoChallenge(em: EntityManager, clock: Clock, dialect: 'sqlite' | 'mysql') {
  const [existing] = await queryRows(em, 'select id from challenge where title_en_us = ?', [TITLE]);
  if (existing) return;
  await createChallengeService({
    clock,
    dialect,
    levelOf: createVipService({ clock, dialect }).levelOf,
  }).create(em, demoChallenge(clock.now()), {
    actor: 'seed',
    reason: 'demo challenge',
  });
}
