import {
  CommandRefused,
  reasonOption,
  refusalText,
  UsageError,
  type AdminCommand,
  type AdminContext,
} from '../../platform/admin-command.ts';
import { ApiError } from '../../platform/errors.ts';
import { validate } from '../../platform/validate.ts';
import { actedBy } from '../audit/operator-action.service.ts';
import { options, required } from '../ledger/ledger-admin-cli.ts';
import { formatAmount } from '../ledger/money.ts';
import { formatBps } from '../fund/fund-split.ts';
import { CreatePlanSchema, PlanStatusSchema, planMoney } from './staking-admin.schema.ts';
import { stakingOverview } from './staking-overview.ts';
import { createStakingPlanService, PLAN_STATUSES, type PlanView } from './staking-plan.service.ts';

const plansOf = (context: AdminContext) => createStakingPlanService({ clock: context.clock });

/** The operator API's validation of the same fields; its refusals are usage errors here (exit 2). */
function parsed<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof ApiError) throw new UsageError(refusalText(error));
    throw error;
  }
}

/** A service's refusal as the CLI's exit code 1. */
async function refusing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ApiError)
      throw new CommandRefused(`refused, nothing changed: ${refusalText(error)}`);
    throw error;
  }
}

const describePlan = (plan: Omit<PlanView, 'createdAt' | 'updatedAt'>) => {
  const money = (value: bigint) => `${formatAmount(value, plan.asset)} ${plan.asset}`;
  return (
    `staking plan #${plan.id} ${plan.name['en-us']}: ${plan.termDays} days at ${formatBps(plan.annualRateBps)} % a year, ` +
    `${money(plan.minimum)}–${money(plan.maximum)} a stake, cap ${money(plan.totalCap)}, ` +
    `claim within ${plan.claimWindowDays} days, ${plan.status}`
  );
};

const TEXTS = [
  'name-en',
  'name-hi',
  'name-zh',
  'description-en',
  'description-hi',
  'description-zh',
] as const;
const TERMS = [
  'asset',
  'term-days',
  'annual-percent',
  'minimum',
  'maximum',
  'cap',
  'claim-window-days',
] as const;

/** Operator commands of staking plans. */
export const stakingAdminCommands: Record<string, AdminCommand> = {
  'staking:create': {
    summary: 'create a staking plan with its texts in three languages (audited); prints its id',
    usage:
      '--name-en <text> --name-hi <text> --name-zh <text> [--description-en|--description-hi|--description-zh <text>] ' +
      '--asset INR|USDT --term-days <days> --annual-percent <percent a year, e.g. 12> --minimum <amount> ' +
      '--maximum <amount> --cap <amount> --claim-window-days <days> [--status open|closed] [--reason "<why>"]',
    async run(args, context) {
      const values = options(args, [...TEXTS, ...TERMS, 'status', 'reason']);
      for (const name of ['name-en', 'name-hi', 'name-zh', ...TERMS]) required(values, name);
      const name = { 'hi-in': values['name-hi'], 'en-us': values['name-en'], 'zh-cn': values['name-zh'] };
      const input = parsed(() => {
        const fields = validate(CreatePlanSchema, {
          name,
          // A description left out is the plan's name in that language.
          description: {
            'hi-in': values['description-hi'] ?? name['hi-in'],
            'en-us': values['description-en'] ?? name['en-us'],
            'zh-cn': values['description-zh'] ?? name['zh-cn'],
          },
          asset: values.asset,
          termDays: values['term-days'],
          annualRatePercent: values['annual-percent'],
          minimum: values.minimum,
          maximum: values.maximum,
          totalCap: values.cap,
          claimWindowDays: values['claim-window-days'],
          status: values.status,
          reason: reasonOption(values, false),
        });
        const money = planMoney(fields, fields.asset);
        return { ...fields, minimum: money.minimum!, maximum: money.maximum!, totalCap: money.totalCap! };
      });
      const { annualRatePercent, reason, ...plan } = input;
      const created = { ...plan, annualRateBps: annualRatePercent };
      const id = await refusing(() =>
        plansOf(context).create(context.orm.em.fork(), created, actedBy(context.actor, reason)),
      );
      context.print(describePlan({ ...created, id, staked: 0n }));
      context.print(
        `fund its income pool before it pays: npm run admin -- pool:fund --account staking_pool:${id} --asset ${plan.asset} --amount <amount> --memo "<why>"`,
      );
    },
  },

  'staking:status': {
    summary: 'open or close a staking plan, saying why (audited)',
    usage: `--plan <id> --status ${PLAN_STATUSES.join('|')} --reason "<why>"`,
    async run(args, context) {
      const values = options(args, ['plan', 'status', 'reason']);
      const input = parsed(() =>
        validate(PlanStatusSchema, {
          planId: required(values, 'plan'),
          status: required(values, 'status'),
          reason: reasonOption(values, true),
        }),
      );
      await refusing(() =>
        plansOf(context).setStatus(
          context.orm.em.fork(),
          input.planId,
          input.status,
          actedBy(context.actor, input.reason),
        ),
      );
      context.print(`staking plan #${input.planId} is ${input.status}`);
    },
  },

  'staking:list': {
    summary: 'list staking plans with their stakes, pool, what they owe and any shortfall',
    usage: '',
    async run(args, context) {
      options(args, []);
      const plans = await stakingOverview(context.orm.em.fork(), plansOf(context));
      if (!plans.length) context.print('no staking plans');
      for (const plan of plans) {
        const money = (value: bigint) => `${formatAmount(value, plan.asset)} ${plan.asset}`;
        const running = plan.counts.in_progress + plan.counts.completed + plan.counts.claimable;
        context.print(
          `#${plan.id} ${plan.name['en-us']} [${plan.status}] ${plan.termDays} days at ${formatBps(plan.annualRateBps)} %/year; ` +
            `staked ${money(plan.staked)} of ${money(plan.totalCap)}; ${running} stakes open; pool ${money(plan.poolBalance)}; ` +
            `owes ${money(plan.owedToEndOfTerms)}` +
            (plan.pendingIncome > 0n ? `; WAITING ${money(plan.pendingIncome)}` : '') +
            (plan.shortfall > 0n ? `; SHORT ${money(plan.shortfall)}` : ''),
        );
      }
    },
  },
};
