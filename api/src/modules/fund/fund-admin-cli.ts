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
import { validate } from '../../platform/validate.ts';
import { actedBy } from '../audit/operator-action.service.ts';
import { options, required } from '../ledger/ledger-admin-cli.ts';
import { createLedgerService } from '../ledger/ledger.service.ts';
import { formatAmount } from '../ledger/money.ts';
import {
  CreateFundSchema,
  FundStatusSchema,
  SetNavSchema,
  TrialGrantSchema,
  UpdateFundSchema,
} from './fund-admin.schema.ts';
import { fundOverview, fundShortfalls, type FundOverview } from './fund-overview.ts';
import { createFundSettler } from './fund-settlement.service.ts';
import { formatBps, formatNav } from './fund-split.ts';
import { createFundService, FUND_STATUSES, type FundView } from './fund.service.ts';
import { createTrialQuotaService } from './trial-quota.service.ts';

const services = (context: AdminContext) => {
  const ledger = createLedgerService({ dialect: dialectOf(context.config), clock: context.clock });
  const funds = createFundService({ clock: context.clock });
  return {
    ledger,
    funds,
    trialQuotas: createTrialQuotaService({ clock: context.clock, funds }),
    settler: createFundSettler({ dialect: dialectOf(context.config), clock: context.clock }),
  };
};

const inr = (minor: bigint) => formatAmount(minor, 'INR');

/** The operator API's validation of the same fields; its refusals are usage errors here (exit 2). */
function parsed<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof ApiError) throw new UsageError(refusalText(error));
    throw error;
  }
}

/** A service's refusal (unknown fund or member, a rule of the fund) as the CLI's exit code 1. */
async function refusing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ApiError)
      throw new CommandRefused(`refused, nothing changed: ${refusalText(error)}`);
    throw error;
  }
}

/** The options of a fund's texts and terms, as the API's fields (absent options left out). */
const FUND_OPTIONS = [
  'name-hi',
  'name-en',
  'name-zh',
  'desc-hi',
  'desc-en',
  'desc-zh',
  'cycle',
  'rate',
  'minimum',
  'maximum',
  'size',
] as const;

function fundFields(values: Record<string, string | undefined>) {
  const texts = (hi: string, en: string, zh: string) =>
    values[hi] === undefined && values[en] === undefined && values[zh] === undefined
      ? undefined
      : { 'hi-in': values[hi] ?? '', 'en-us': values[en] ?? '', 'zh-cn': values[zh] ?? '' };
  return {
    name: texts('name-hi', 'name-en', 'name-zh'),
    description: texts('desc-hi', 'desc-en', 'desc-zh'),
    cycleDays: values.cycle,
    monthlyRatePercent: values.rate,
    minimum: values.minimum,
    maximumPerMember: values.maximum,
    totalSize: values.size,
  };
}

const describeFund = (fund: FundView) =>
  `fund #${fund.id} ${fund.name['en-us']}: ${fund.cycleDays} days at ${formatBps(fund.monthlyRateBps)} % a month, ` +
  `minimum ${inr(fund.minimum)}, at most ${inr(fund.maximumPerMember)} a member, size ${inr(fund.totalSize)}, ${fund.status}`;

const shortOf = (fund: FundOverview) =>
  `fund #${fund.id} ${fund.name['en-us']}: ${fund.pendingPayouts} payouts wait, gross ${inr(fund.pendingIncome)}; ` +
  `pool ${inr(fund.poolBalance)}; top up at least ${inr(fund.shortfall)} ` +
  `(pool:fund --account fund_pool:${fund.id} --asset INR)`;

/** Operator commands of funds: products, NAV, trial quotas, settlement and pool shortfalls. */
export const fundAdminCommands: Record<string, AdminCommand> = {
  'funds:create': {
    summary: 'create a fund product with its texts in three languages (audited)',
    usage:
      '--name-hi <text> --name-en <text> --name-zh <text> --desc-hi <text> --desc-en <text> --desc-zh <text> ' +
      '--cycle <days> --rate <percent a month, e.g. 3.00> --minimum <INR> --maximum <INR per member> --size <INR> ' +
      '[--status on_sale|sold_out|closed] [--reason "<why>"]',
    async run(args, context) {
      const values = options(args, [...FUND_OPTIONS, 'status', 'reason']);
      for (const name of FUND_OPTIONS) required(values, name);
      const { monthlyRatePercent, reason, ...fund } = parsed(() =>
        validate(CreateFundSchema, {
          ...fundFields(values),
          status: values.status,
          reason: reasonOption(values, false),
        }),
      );
      const created = { ...fund, monthlyRateBps: monthlyRatePercent };
      const { funds } = services(context);
      const id = await refusing(() =>
        funds.create(context.orm.em.fork(), created, actedBy(context.actor, reason)),
      );
      context.print(describeFund({ ...created, id, sold: 0n }));
      context.print(
        `fund its income pool before it pays: npm run admin -- pool:fund --account fund_pool:${id} --asset INR --amount <INR> --memo "<why>"`,
      );
    },
  },

  'funds:update': {
    summary:
      "change a fund's texts, minimum, member maximum or size; its cycle and rate only before its first order (audited)",
    usage:
      '--fund <id> [--name-hi|--name-en|--name-zh <text> (all three)] [--desc-hi|--desc-en|--desc-zh <text> (all three)] ' +
      '[--cycle <days>] [--rate <percent>] [--minimum <INR>] [--maximum <INR>] [--size <INR>] [--reason "<why>"]',
    async run(args, context) {
      const values = options(args, ['fund', ...FUND_OPTIONS, 'reason']);
      const { fundId, monthlyRatePercent, reason, ...changes } = parsed(() =>
        validate(UpdateFundSchema, {
          fundId: required(values, 'fund'),
          ...fundFields(values),
          reason: reasonOption(values, false),
        }),
      );
      const updated = await refusing(() =>
        services(context).funds.update(
          context.orm.em.fork(),
          fundId,
          { ...changes, monthlyRateBps: monthlyRatePercent },
          actedBy(context.actor, reason),
        ),
      );
      context.print(describeFund(updated));
    },
  },

  'funds:list': {
    summary: 'list funds with sales, orders in progress, income pool and income waiting for it',
    usage: '',
    async run(args, context) {
      options(args, []);
      const funds = await fundOverview(context.orm.em.fork());
      if (!funds.length) context.print('no funds');
      for (const fund of funds) {
        context.print(
          `#${fund.id} ${fund.name['en-us']} [${fund.status}] ${fund.cycleDays} days at ` +
            `${formatBps(fund.monthlyRateBps)} %/month; sold ${inr(fund.sold)} of ${inr(fund.totalSize)}; ` +
            `${fund.ordersInProgress} orders in progress; pool ${inr(fund.poolBalance)}` +
            (fund.pendingIncome > 0n
              ? `; WAITING ${fund.pendingPayouts} payouts, gross ${inr(fund.pendingIncome)}`
              : ''),
        );
      }
    },
  },

  'funds:shortfall': {
    summary: 'funds whose income waits for their pool: what waits, what the pool holds, what is missing',
    usage: '',
    async run(args, context) {
      options(args, []);
      const short = await fundShortfalls(context.orm.em.fork());
      if (!short.length) context.print('no income waits: every pool covers what is due');
      for (const fund of short) context.print(shortOf(fund));
    },
  },

  'funds:status': {
    summary: 'put a fund on sale, mark it sold out, or close it, saying why (audited)',
    usage: `--fund <id> --status ${FUND_STATUSES.join('|')} --reason "<why>"`,
    async run(args, context) {
      const values = options(args, ['fund', 'status', 'reason']);
      const input = parsed(() =>
        validate(FundStatusSchema, {
          fundId: required(values, 'fund'),
          status: required(values, 'status'),
          reason: reasonOption(values, true),
        }),
      );
      await refusing(() =>
        services(context).funds.setStatus(
          context.orm.em.fork(),
          input.fundId,
          input.status,
          actedBy(context.actor, input.reason),
        ),
      );
      context.print(`fund #${input.fundId} is ${input.status}`);
    },
  },

  'nav:set': {
    summary: "set a fund's net asset value for a day (replaces that day's value; audited)",
    usage: '--fund <id> --date <YYYY-MM-DD> --value <NAV, up to 4 decimals> [--reason "<why>"]',
    async run(args, context) {
      const values = options(args, ['fund', 'date', 'value', 'reason']);
      const input = parsed(() =>
        validate(SetNavSchema, {
          fundId: required(values, 'fund'),
          date: required(values, 'date'),
          nav: required(values, 'value'),
          reason: reasonOption(values, false),
        }),
      );
      await refusing(() =>
        services(context).funds.setNav(
          context.orm.em.fork(),
          input.fundId,
          input.date,
          input.nav,
          actedBy(context.actor, input.reason),
        ),
      );
      context.print(`fund #${input.fundId} NAV on ${input.date}: ${formatNav(input.nav)}`);
    },
  },

  'trial:grant': {
    summary: 'grant a member a trial quota: one fund order whose principal promotions lends (audited)',
    usage: '--member <id> --amount <INR> [--fund <id>] [--days <valid for, days>] [--reason "<why>"]',
    async run(args, context) {
      const values = options(args, ['member', 'amount', 'fund', 'days', 'reason']);
      const input = parsed(() =>
        validate(TrialGrantSchema, {
          memberId: required(values, 'member'),
          amount: required(values, 'amount'),
          fundId: values.fund,
          days: values.days,
          reason: reasonOption(values, false),
        }),
      );
      const fundId = input.fundId ?? null;
      const { trialQuotas } = services(context);
      const id = await refusing(() =>
        trialQuotas.grant(
          context.orm.em.fork(),
          { memberId: input.memberId, amount: input.amount, fundId, days: input.days ?? null },
          actedBy(context.actor, input.reason),
        ),
      );
      const quota = await trialQuotas.find(context.orm.em.fork(), id);
      context.print(
        `trial quota #${id} for member ${input.memberId}: ${inr(input.amount)}${fundId === null ? ' (any fund)' : ` (fund #${fundId})`}` +
          (quota?.expiresAt ? `, valid until ${quota.expiresAt.toISOString()}` : ''),
      );
    },
  },

  'settlement:run': {
    summary: 'run one fund settlement pass now (pays due income; every process also runs it on its own)',
    usage: '',
    async run(args, context) {
      options(args, []);
      const run = await services(context).settler.runPass(context.orm.em);
      context.print(
        `settlement: ${run.accrued} income periods recorded, ${run.paid} paid, ${run.pending} waiting for a pool, ` +
          `${run.matured} orders matured, in ${run.batches} batches`,
      );
      if (run.pending) context.print('some income waits: see npm run admin -- funds:shortfall');
    },
  },
};
