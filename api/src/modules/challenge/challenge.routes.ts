import type { EntityManager } from '@mikro-orm/core';
import type { Clock } from '../../platform/clock.ts';
import { sendOk } from '../../platform/envelope.ts';
import { authorize } from '../../platform/policy.ts';
import { defineRoutes, guard } from '../../platform/routes.ts';
import { actedBy } from '../audit/operator-action.service.ts';
import { platformAccount } from '../ledger/ledger-accounts.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import { formatAmount } from '../ledger/money.ts';
import { OPERATOR_POLICY } from '../operator/operator.policy.ts';
import type {
  AdminChallenge,
  AdminChallengeList,
  AdminChallengeResults,
  ChallengeList,
  ChallengeView,
} from './challenge.contract.ts';
import { challengePolicy } from './challenge.policy.ts';
import { presentAdminChallenge, presentChallenge, presentEntrant } from './challenge.presenter.ts';
import { ChallengeIdSchema, ChallengeResultsQuerySchema, CreateChallengeSchema } from './challenge.schema.ts';
import type { ChallengeService } from './challenge.service.ts';

type Deps = { em: EntityManager; clock: Clock; challenges: ChallengeService; ledger: LedgerService };

/** `/api/Challenge/*`: the challenges a member may see, their entry and progress, and applying. */
export const challengeRoutes = ({ em, challenges }: Pick<Deps, 'em' | 'challenges'>) =>
  defineRoutes('/api/Challenge', (route) => {
    route.get('/list', { guard: guard.member }, async (ctx, { actor }) => {
      const { now, vipLevel, items } = await challenges.list(em.fork(), actor);
      sendOk<ChallengeList>(ctx, {
        now: now.toISOString(),
        list: items.map((item) => presentChallenge(item, { now, vipLevel }, ctx.state.lang)),
      });
    });

    // Applying again is the same entry: no key is needed, nothing moves money.
    route.post('/apply', { guard: guard.member, body: ChallengeIdSchema }, async (ctx, { actor, body }) => {
      const fork = em.fork();
      const challenge = await challenges.find(fork, body.id);
      authorize(actor, challengePolicy, 'read', challenge);
      await challenges.apply(fork, actor, challenge);
      const { now, vipLevel, items } = await challenges.one(em.fork(), actor, challenge.id);
      sendOk<ChallengeView>(ctx, presentChallenge(items[0]!, { now, vipLevel }, ctx.state.lang));
    });
  });

/** `/api/Admin/challenges*` (finance): the challenges with their figures, publishing one, one's results. */
export const adminChallengeRoutes = ({ em, clock, challenges, ledger }: Deps) =>
  defineRoutes('/api/Admin', (route) => {
    const finance = guard.operator(OPERATOR_POLICY.finance);

    route.get('/challenges', { guard: finance }, async (ctx) => {
      const fork = em.fork();
      const now = clock.now();
      const [promotions] = await ledger.balancesOf(fork, [platformAccount('promotions', 'INR')]);
      sendOk<AdminChallengeList>(ctx, {
        list: (await challenges.adminList(fork)).map((item) => presentAdminChallenge(item, now)),
        promotions: formatAmount(promotions ?? 0n, 'INR'),
      });
    });

    route.post(
      '/challenges',
      { guard: finance, body: CreateChallengeSchema },
      async (ctx, { actor, body }) => {
        const { reason, ...input } = body;
        const id = await challenges.create(em.fork(), input, actedBy(actor, reason));
        const [created] = await challenges.adminList(em.fork(), [id]);
        sendOk<AdminChallenge>(ctx, presentAdminChallenge(created!, clock.now()));
      },
    );

    route.get(
      '/challenges/results',
      { guard: finance, query: ChallengeResultsQuerySchema },
      async (ctx, { actor, query }) => {
        const fork = em.fork();
        const challenge = await challenges.find(fork, query.id);
        authorize(actor, challengePolicy, 'read', challenge);
        const [summary] = await challenges.adminList(fork, [challenge.id]);
        const { list, total } = await challenges.results(fork, challenge, query);
        sendOk<AdminChallengeResults>(ctx, {
          challenge: presentAdminChallenge(summary!, clock.now()),
          list: list.map((entry) => presentEntrant(challenge, entry)),
          total,
        });
      },
    );
  });
