import { dialectOf } from '../../db/orm.ts';
import { UsageError, type AdminCommand } from '../../platform/admin-command.ts';
import { options, required } from '../ledger/ledger-admin-cli.ts';
import { createLedgerService } from '../ledger/ledger.service.ts';
import { formatAmount } from '../ledger/money.ts';
import { createPiggyInterestService } from './piggy-interest.service.ts';

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
      const service = createPiggyInterestService({
        clock: context.clock,
        ledger: createLedgerService({ dialect: dialectOf(context.config), clock: context.clock }),
      });
      await service.setRate(context.orm.em.fork(), bps, context.actor);
      context.print(`piggy bank interest: ${formatAmount(BigInt(bps), 'INR')} % a year`);
    },
  },
};
