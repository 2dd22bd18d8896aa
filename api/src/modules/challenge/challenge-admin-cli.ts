import { dialectOf } from '../../db/dialect.ts';
import {
  CommandRefused,
  reasonOption,
  refusalText,
  UsageError,
  type AdminCommand,
  type AdminContext,
} from '../../platform/admin-command.ts';
import { ApiError } from '../../platform/errors.ts';
import { actorLabel } from '../../platform/policy.ts';
import { validate } from '../../platform/validate.ts';
import { actedBy, recordOperatorAction } from '../audit/operator-action.service.ts';
import { options, required } from '../ledger/ledger-admin-cli.ts';
import { createLedgerService } from '../ledger/ledger.service.ts';
import { formatAmount } from '../ledger/money.ts';
import { createVipService } from '../vip/vip.service.ts';
import { createChallengeSettler } from './challenge-settlement.service.ts';
import { CreateChallengeSchema } from './challenge.schema.ts';
import { createChallengeService, phaseOf } from './challenge.service.ts';

const services = (context: AdminContext) => {
  const dialect = dialectOf(context.config);
  return {
    challenges: createChallengeService({
      clock: context.clock,
      dialect,
      levelOf: createVipService({ clock: context.clock, dialect }).levelOf,
    }),
    settler: createChallengeSettler({
      clock: context.clock,
      dialect,
      ledger: createLedgerService({ dialect, clock: context.clock }),
    }),
  };
};

/** A service's refusal as a usage error (exit 2), anything else as it is. */
async function refusingAsUsage<T>(work: () => Promise<T> | T): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ApiError) throw new UsageError(refusalText(error));
    throw error;
  }
}

/** Operator commands of promotion challenges (ADR 0029). */
export const challengeAdminCommands: Record<string, AdminCommand> = {
  'challenges:create': {
    summary:
      'publish a promotion challenge: window, VIP level to apply, targets and reward from promotions (audited)',
    usage:
      '--title-en "…" --title-hi "…" --title-zh "…" --desc-en "…" --desc-hi "…" --desc-zh "…" ' +
      '--starts <ISO time with offset> --ends <ISO time with offset> --min-level <0-5> ' +
      '[--min-invested <INR>] [--min-referrals <n>] --reward <INR> --reason "<why>"',
    async run(args, context) {
      const values = options(args, [
        'title-en',
        'title-hi',
        'title-zh',
        'desc-en',
        'desc-hi',
        'desc-zh',
        'starts',
        'ends',
        'min-level',
        'min-invested',
        'min-referrals',
        'reward',
        'reason',
      ]);
      const reason = reasonOption(values, true)!;
      const input = await refusingAsUsage(() =>
        validate(CreateChallengeSchema, {
          title: {
            'en-us': required(values, 'title-en'),
            'hi-in': required(values, 'title-hi'),
            'zh-cn': required(values, 'title-zh'),
          },
          description: {
            'en-us': required(values, 'desc-en'),
            'hi-in': required(values, 'desc-hi'),
            'zh-cn': required(values, 'desc-zh'),
          },
          startsAt: required(values, 'starts'),
          endsAt: required(values, 'ends'),
          minVipLevel: required(values, 'min-level'),
          minInvested: values['min-invested'] ?? '',
          minReferrals: values['min-referrals'] ?? '',
          reward: required(values, 'reward'),
          reason,
        }),
      );
      const { reason: _reason, ...challenge } = input;
      const id = await refusingAsUsage(() =>
        services(context).challenges.create(context.orm.em.fork(), challenge, actedBy(context.actor, reason)),
      );
      context.print(
        `challenge #${id} "${challenge.title['en-us']}": ${challenge.startsAt.toISOString()} – ${challenge.endsAt.toISOString()}, ` +
          `VIP${challenge.minVipLevel}+, reward ${formatAmount(challenge.reward, 'INR')} INR`,
      );
    },
  },

  'challenges:list': {
    summary: 'list promotion challenges with their entrants, those meeting the targets and the rewards',
    usage: '',
    async run(args, context) {
      options(args, []);
      const now = context.clock.now();
      const list = await services(context).challenges.adminList(context.orm.em.fork());
      if (!list.length) context.print('no challenges');
      for (const { challenge, entrants, met, rewards } of list)
        context.print(
          `#${challenge.id} "${challenge.title['en-us']}" ${phaseOf(challenge, now)}, ${challenge.state}: ` +
            `${entrants} entrant(s), ${met} met, rewards ${formatAmount(rewards, 'INR')} INR`,
        );
    },
  },

  'challenges:settle': {
    summary:
      'settle the challenges that have ended now, as the job does (rewards from promotions, once; audited)',
    usage: '',
    async run(args, context) {
      options(args, []);
      const done = await services(context).settler.runPass(context.orm.em);
      await context.orm.em.fork().transactional((tx) =>
        recordOperatorAction(tx, context.clock, {
          actor: actorLabel(context.actor),
          action: 'challenge_settle',
          detail: {
            challenges: done.map((one) => ({
              challengeId: one.challengeId,
              settled: one.settled,
              ...(one.settled && { met: one.met, paid: formatAmount(one.paid, 'INR') }),
            })),
          },
        }),
      );
      if (!done.length) context.print('no challenge to settle');
      for (const one of done)
        context.print(
          one.settled
            ? `challenge #${one.challengeId}: ${one.entrants} entrant(s), ${one.met} met, ${formatAmount(one.paid, 'INR')} INR paid`
            : one.waiting
              ? `challenge #${one.challengeId}: waits, promotions holds ${formatAmount(one.available, 'INR')} INR of ${formatAmount(one.needed, 'INR')} INR`
              : `challenge #${one.challengeId}: settled already`,
        );
      if (done.some((one) => !one.settled && one.waiting))
        throw new CommandRefused('promotions cannot pay: top it up (pool:fund) and run again');
    },
  },
};
