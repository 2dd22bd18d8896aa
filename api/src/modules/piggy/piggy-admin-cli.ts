import { dialectOf } from '../../db/dialect.ts';
import {
  CommandRefused,
  UsageError,
  type AdminCommand,
  type AdminContext,
} from '../../platform/admin-command.ts';
import { actorLabel } from '../../platform/policy.ts';
import { recordOperatorAction } from '../audit/operator-action.service.ts';
import { options, required } from '../ledger/ledger-admin-cli.ts';
import { createLedgerService } from '../ledger/ledger.service.ts';
import { formatAmount } from '../ledger/money.ts';
import { createPiggyInterestService, utcDay } from './piggy-interest.service.ts';

const service = (context: AdminContext) =>
  createPiggyInterestService({
    clock: context.clock,
    ledger: createLedgerService({ dialect: dialectOf(context.config), clock: context.clock }),
  });

/** Operator commands of the piggy bank. */
export const piggyAdminCommands: Record<string, AdminCommand> = {
  'piggy:rate': {
    summary: 'set the annual interest rate of piggy banks, paid daily from promotions (audited)',
    usage: '--annual <percent, 0-100, up to 2 decimals>',
    async run(args, context) {
      const text = required(options(args, ['annual']), 'annual');
      const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text);
      if (!match) throw new UsageError(`--annual "${text}" is not a percent with at most 2 decimals`);
      const bps = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
      if (bps > 10_000) throw new UsageError('--annual must be at most 100');
      await service(context).setRate(context.orm.em.fork(), bps, actorLabel(context.actor));
      context.print(`piggy bank interest: ${formatAmount(BigInt(bps), 'INR')} % a year`);
    },
  },
  'piggy:pay': {
    summary:
      'pay the piggy-bank interest of a past day now, as the daily job does (each member once a day; audited)',
    usage: '[--day YYYY-MM-DD, default yesterday (UTC)]',
    async run(args, context) {
      const interest = service(context);
      const day = options(args, ['day']).day?.trim() || interest.dueDay();
      const midnight = new Date(`${day}T00:00:00Z`);
      if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(midnight.getTime()) || utcDay(midnight) !== day)
        throw new UsageError(`--day "${day}" is not a date YYYY-MM-DD`);
      if (day >= utcDay(context.clock.now()))
        throw new UsageError('--day must be a day that has ended (UTC)');
      const run = await interest.payDay(context.orm.em.fork(), day);
      await context.orm.em.fork().transactional((tx) =>
        recordOperatorAction(tx, context.clock, {
          actor: actorLabel(context.actor),
          action: 'piggy_interest_pay',
          detail: run,
        }),
      );
      context.print(`piggy bank interest of ${run.day}: ${run.paid} member(s) paid`);
      if (run.waiting)
        throw new CommandRefused('promotions cannot pay the rest: top it up (pool:fund) and run again');
    },
  },
};
