import { dialectOf } from '../../db/dialect.ts';
import { reasonOption, refusalText, UsageError, type AdminCommand } from '../../platform/admin-command.ts';
import { ApiError } from '../../platform/errors.ts';
import { actedBy } from '../audit/operator-action.service.ts';
import { options, required } from '../ledger/ledger-admin-cli.ts';
import { createLedgerService } from '../ledger/ledger.service.ts';
import { createConversionService, parseRateMicro, parseSpreadBps } from './conversion.service.ts';
import { percentOf, rateOf } from './conversion.routes.ts';

/** Operator commands of conversion. */
export const conversionAdminCommands: Record<string, AdminCommand> = {
  'rates:set': {
    summary: 'publish the USDT→INR rate and the spread of conversions (audited)',
    usage:
      '--usdt-inr <INR per USDT, up to 6 decimals> --spread <percent, 0-50, up to 2 decimals> [--reason "<why>"]',
    async run(args, context) {
      const values = options(args, ['usdt-inr', 'spread', 'reason']);
      const by = actedBy(context.actor, reasonOption(values, false));
      const rateText = required(values, 'usdt-inr');
      const rateMicro = parseRateMicro(rateText);
      if (rateMicro === undefined)
        throw new UsageError(`--usdt-inr "${rateText}" is not a decimal with at most 6 decimals`);
      const spreadText = required(values, 'spread');
      const spreadBps = parseSpreadBps(spreadText);
      if (spreadBps === undefined)
        throw new UsageError(`--spread "${spreadText}" is not a percent with at most 2 decimals`);
      const conversions = createConversionService({
        clock: context.clock,
        ledger: createLedgerService({ dialect: dialectOf(context.config), clock: context.clock }),
      });
      try {
        await conversions.setRate(context.orm.em.fork(), { rateMicro, spreadBps }, by);
      } catch (error) {
        if (error instanceof ApiError) throw new UsageError(refusalText(error));
        throw error;
      }
      context.print(`rate published: 1 USDT = ${rateOf(rateMicro)} INR, spread ${percentOf(spreadBps)} %`);
    },
  },
};
