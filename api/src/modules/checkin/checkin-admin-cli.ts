import { dialectOf } from '../../db/dialect.ts';
import { reasonOption, refusalText, UsageError, type AdminCommand } from '../../platform/admin-command.ts';
import { ApiError } from '../../platform/errors.ts';
import { validate } from '../../platform/validate.ts';
import { actedBy } from '../audit/operator-action.service.ts';
import { createFundService } from '../fund/fund.service.ts';
import { createTrialQuotaService } from '../fund/trial-quota.service.ts';
import { options, required } from '../ledger/ledger-admin-cli.ts';
import { createLedgerService } from '../ledger/ledger.service.ts';
import { CheckInSettingsSchema } from './checkin.schema.ts';
import { createCheckInService } from './checkin.service.ts';
import { presentSettings } from './checkin.routes.ts';

/** Operator commands of check-in. */
export const checkInAdminCommands: Record<string, AdminCommand> = {
  'checkin:settings': {
    summary: 'set the check-in make-up fee and the trial quota a full 30-day run earns (audited)',
    usage:
      '--make-up-fee <INR, 0 for free> --reward <INR> --reward-days <days the quota lasts, or "never"> [--reason "<why>"]',
    async run(args, context) {
      const values = options(args, ['make-up-fee', 'reward', 'reward-days', 'reason']);
      const by = actedBy(context.actor, reasonOption(values, false));
      const days = required(values, 'reward-days');
      let settings;
      try {
        settings = validate(CheckInSettingsSchema, {
          makeUpFee: required(values, 'make-up-fee'),
          rewardAmount: required(values, 'reward'),
          rewardDays: days === 'never' ? null : days,
        });
      } catch (error) {
        if (error instanceof ApiError) throw new UsageError(refusalText(error));
        throw error;
      }
      const dialect = dialectOf(context.config);
      const checkIns = createCheckInService({
        em: context.orm.em,
        clock: context.clock,
        dialect,
        ledger: createLedgerService({ dialect, clock: context.clock }),
        trialQuotas: createTrialQuotaService({
          clock: context.clock,
          funds: createFundService({ clock: context.clock }),
        }),
      });
      try {
        const { reason: _reason, ...input } = settings;
        const saved = presentSettings(await checkIns.setSettings(context.orm.em.fork(), input, by));
        context.print(
          `check-in: make-up fee ${saved.makeUpFee} INR, a full run earns a ${saved.rewardAmount} INR trial quota ${
            saved.rewardDays === null ? 'that never expires' : `for ${saved.rewardDays} days`
          }`,
        );
      } catch (error) {
        if (error instanceof ApiError) throw new UsageError(refusalText(error));
        throw error;
      }
    },
  },
};
