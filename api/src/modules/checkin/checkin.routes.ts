import type { EntityManager } from '@mikro-orm/core';
import type {
  AdminCheckInOverview,
  CheckInAnswer,
  CheckInSettingsView,
  CheckInState,
} from './checkin.contract.ts';
import { sendOk } from '../../platform/envelope.ts';
import type { MemberActor } from '../../platform/policy.ts';
import { requestMeta } from '../../platform/request-meta.ts';
import { defineRoutes, guard } from '../../platform/routes.ts';
import { actedBy } from '../audit/operator-action.service.ts';
import type { Idempotent } from '../ledger/idempotency.ts';
import { formatAmount } from '../ledger/money.ts';
import { OPERATOR_POLICY } from '../operator/operator.policy.ts';
import type { PaymentPasswordService } from '../security/payment-password.service.ts';
import { CheckInSettingsSchema, MakeUpSchema } from './checkin.schema.ts';
import {
  RUN_DAYS,
  type CheckInRecord,
  type CheckInService,
  type CheckInSettings,
} from './checkin.service.ts';

export const presentSettings = (settings: CheckInSettings): CheckInSettingsView => ({
  makeUpFee: formatAmount(settings.makeUpFee, 'INR'),
  rewardAmount: formatAmount(settings.rewardAmount, 'INR'),
  rewardDays: settings.rewardDays,
});

type Deps = {
  em: EntityManager;
  checkIns: CheckInService;
  idempotent: Idempotent;
  paymentPasswords: PaymentPasswordService;
};

const presentState = (record: CheckInRecord): CheckInState => ({
  today: record.today,
  runStart: record.runStart,
  runDays: RUN_DAYS,
  checked: record.checked,
  checkedToday: record.checked.some((entry) => entry.day === record.today),
  makeUp: record.makeUp,
  rewarded: record.rewarded,
  ...presentSettings(record.settings),
});

const stateOf = async (em: EntityManager, checkIns: CheckInService, actor: MemberActor) =>
  presentState(await checkIns.record(em, actor));

/** `/api/Checkin/*`: the logged-in member's check-ins. */
export const checkInRoutes = ({ em, checkIns, idempotent, paymentPasswords }: Deps) =>
  defineRoutes('/api/Checkin', (route) => {
    route.get('/state', { guard: guard.member }, async (ctx, { actor }) => {
      sendOk<CheckInState>(ctx, await stateOf(em.fork(), checkIns, actor));
    });

    // Once a day: the second answers 409, with nothing changed.
    route.post('/sign', { guard: guard.member }, async (ctx, { actor }) => {
      const { day, rewarded, record } = await checkIns.signIn(actor);
      sendOk<CheckInAnswer>(ctx, {
        day,
        fee: formatAmount(0n, 'INR'),
        rewarded,
        state: presentState(record),
      });
    });

    route.post(
      '/makeup',
      { guard: guard.member, body: MakeUpSchema, idempotent: true },
      async (ctx, { actor, body }) => {
        await idempotent(
          ctx,
          async (tx): Promise<CheckInAnswer> => {
            const { day, fee, rewarded } = await checkIns.makeUp(tx, actor, body.day);
            return {
              day,
              fee: formatAmount(fee, 'INR'),
              rewarded,
              state: await stateOf(tx, checkIns, actor),
            };
          },
          async () => {
            const fork = em.fork();
            await checkIns.assertMakeUp(fork, actor, body.day);
            await paymentPasswords.verifyPaymentPassword(fork, actor, body.paymentPassword, requestMeta(ctx));
          },
        );
      },
    );
  });

/** `GET /api/Admin/checkin` and `POST /api/Admin/checkin/settings` (finance, audited). */
export const adminCheckInRoutes = ({ em, checkIns }: Pick<Deps, 'em' | 'checkIns'>) =>
  defineRoutes('/api/Admin', (route) => {
    route.get('/checkin', { guard: guard.operator(OPERATOR_POLICY.finance) }, async (ctx) => {
      const overview = await checkIns.overview(em.fork());
      sendOk<AdminCheckInOverview>(ctx, {
        ...overview,
        feesCollected: formatAmount(overview.feesCollected, 'INR'),
        settings: presentSettings(overview.settings),
      });
    });

    route.post(
      '/checkin/settings',
      { guard: guard.operator(OPERATOR_POLICY.finance), body: CheckInSettingsSchema },
      async (ctx, { actor, body }) => {
        const { reason, ...settings } = body;
        const saved = await checkIns.setSettings(em.fork(), settings, actedBy(actor, reason));
        sendOk<CheckInSettingsView>(ctx, presentSettings(saved));
      },
    );
  });
