import { dialectOf } from '../../db/dialect.ts';
import {
  CommandRefused,
  reasonOption,
  refusalText,
  UsageError,
  type AdminCommand,
} from '../../platform/admin-command.ts';
import { ApiError } from '../../platform/errors.ts';
import { validate } from '../../platform/validate.ts';
import { actedBy } from '../audit/operator-action.service.ts';
import { options, required } from '../ledger/ledger-admin-cli.ts';
import { formatAmount } from '../ledger/money.ts';
import { createVipService } from '../vip/vip.service.ts';
import { DividendSettingsSchema } from './dividend.schema.ts';
import { createDividendService } from './dividend.service.ts';

const serviceOf = ({ clock, config }: Parameters<AdminCommand['run']>[1]) => {
  const dialect = dialectOf(config);
  return createDividendService({ clock, dialect, vip: createVipService({ clock, dialect }) });
};

/** Operator commands of the VIP5 reserve dividend. */
export const dividendAdminCommands: Record<string, AdminCommand> = {
  'dividend:settings': {
    summary: 'set the share of the reserve fund paid to VIP5 members each week (audited)',
    usage: '--share-bps <basis points, 0 to 10000; 0 turns it off> [--reason "<why>"]',
    async run(args, context) {
      const values = options(args, ['share-bps', 'reason']);
      const by = actedBy(context.actor, reasonOption(values, false));
      let shareBps: number;
      try {
        ({ shareBps } = validate(DividendSettingsSchema, { shareBps: required(values, 'share-bps') }));
      } catch (error) {
        if (error instanceof ApiError) throw new UsageError(refusalText(error));
        throw error;
      }
      const saved = await serviceOf(context).setSettings(context.orm.em.fork(), { shareBps }, by);
      context.print(
        saved.shareBps === 0
          ? 'VIP5 dividend: off'
          : `VIP5 dividend: ${formatAmount(BigInt(saved.shareBps), 'INR')} % of the reserve fund each week`,
      );
    },
  },
  'dividend:run': {
    summary: 'pay the VIP5 dividend of the week that last ended now, once (audited)',
    usage: '--reason "<why>"',
    async run(args, context) {
      const values = options(args, ['reason']);
      const by = actedBy(context.actor, reasonOption(values, true));
      try {
        const run = await serviceOf(context).run(context.orm.em, by, true);
        context.print(
          `VIP5 dividend for the week of ${run.week}: ${formatAmount(run.total, 'INR')} INR to ${run.members} members`,
        );
      } catch (error) {
        if (error instanceof ApiError) throw new CommandRefused(refusalText(error));
        throw error;
      }
    },
  },
};
