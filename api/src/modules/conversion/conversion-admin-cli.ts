import { dialectOf } from '../../db/orm.ts';
import { UsageError, type AdminCommand } from '../../platform/admin-command.ts';
import { options, required } from '../ledger/ledger-admin-cli.ts';
import { createLedgerService } from '../ledger/ledger.service.ts';
import { createConversionService } from './conversion.service.ts';
import { percentOf, rateOf } from './conversion.routes.ts';

/** Operator commands of conversion. */
export const conversionAdminCommands: Record<string, AdminCommand> = {
  'rates:set': {
    summary: 'publish the USDT→INR rate and the spread of conversions (audited)',
    usage: '--usdt-inr <INR per USDT, up to 6 decimals> --spread <percent, 0-50, up to 2 decimals>',
    async run(args, context) {
      const values = options(args, ['usdt-inr', 'spread']);
      const rateText = required(values, 'usdt-inr');
      const rate = /^(\d{1,9})(?:\.(\d{1,6}))?$/.exec(rateText);
      if (!rate) throw new UsageError(`--usdt-inr "${rateText}" is not a decimal with at most 6 decimals`);
      const rateMicro = BigInt(rate[1]!) * 1_000_000n + BigInt((rate[2] ?? '').padEnd(6, '0'));
      if (rateMicro <= 0n) throw new UsageError('--usdt-inr must be greater than zero');
      const spreadText = required(values, 'spread');
      const spread = /^(\d{1,2})(?:\.(\d{1,2}))?$/.exec(spreadText);
      if (!spread) throw new UsageError(`--spread "${spreadText}" is not a percent with at most 2 decimals`);
      const spreadBps = Number(spread[1]) * 100 + Number((spread[2] ?? '').padEnd(2, '0'));
      if (spreadBps > 5_000) throw new UsageError('--spread must be at most 50');
      const conversions = createConversionService({
        clock: context.clock,
        ledger: createLedgerService({ dialect: dialectOf(context.config), clock: context.clock }),
      });
      await conversions.setRate(context.orm.em.fork(), { rateMicro, spreadBps }, context.actor);
      context.print(`rate published: 1 USDT = ${rateOf(rateMicro)} INR, spread ${percentOf(spreadBps)} %`);
    },
  },
};
