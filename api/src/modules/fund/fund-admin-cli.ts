import { dialectOf } from '../../db/dialect.ts';
import {
  CommandRefused,
  refusalText,
  UsageError,
  type AdminCommand,
  type AdminContext,
} from '../../platform/admin-command.ts';
import { actorLabel } from '../../platform/policy.ts';
import { ApiError } from '../../platform/errors.ts';
import { options, required } from '../ledger/ledger-admin-cli.ts';
import { createLedgerService } from '../ledger/ledger.service.ts';
import { AmountError, formatAmount, parseAmount, toBigInt } from '../ledger/money.ts';
import { queryRows } from '../ledger/sql.ts';
import { createFundSettler } from './fund-settlement.service.ts';
import { DAY_MS, formatBps, parseNav, parsePercentBps } from './fund-split.ts';
import { createFundService, FUND_STATUSES, type FundStatus } from './fund.service.ts';
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

function rupees(name: string, text: string): bigint {
  try {
    return parseAmount(text, 'INR');
  } catch (error) {
    if (error instanceof AmountError)
      throw new UsageError(`--${name} "${text}" is not a positive INR amount with at most 2 decimals`);
    throw error;
  }
}

function whole(name: string, text: string, max: number): number {
  if (!/^\d{1,9}$/.test(text) || Number(text) < 1 || Number(text) > max)
    throw new UsageError(`--${name} must be a whole number from 1 to ${max}, not "${text}"`);
  return Number(text);
}

function statusOf(text: string): FundStatus {
  if (!(FUND_STATUSES as readonly string[]).includes(text))
    throw new UsageError(`--status must be one of ${FUND_STATUSES.join(', ')}, not "${text}"`);
  return text as FundStatus;
}

/** A service's refusal (unknown fund or member) as the CLI's exit code 1. */
async function refusing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ApiError) throw new CommandRefused(`refused: ${refusalText(error)}`);
    throw error;
  }
}

/** Pools, sales and income waiting for each fund, as the operator reads them. */
async function fundRows(context: AdminContext) {
  // MySQL reads `||` as "or": each dialect names the pool account its own way.
  const poolCode =
    dialectOf(context.config) === 'mysql'
      ? "concat('platform:fund_pool:', f.id, ':INR')"
      : "'platform:fund_pool:' || f.id || ':INR'";
  return queryRows<Record<string, unknown>>(
    context.orm.em.fork(),
    `select f.id, f.name_en_us, f.status, f.cycle_days, f.monthly_rate_bps, f.sold, f.total_size,
       coalesce(a.balance, 0) as pool,
       (select count(*) from fund_order o where o.fund_id = f.id and o.state = 'in_progress') as orders,
       (select count(*) from fund_income i where i.fund_id = f.id and i.state = 'pending') as pending_count,
       (select coalesce(sum(i.gross), 0) from fund_income i where i.fund_id = f.id and i.state = 'pending') as pending_gross
     from fund f left join ledger_account a on a.code = ${poolCode}
     order by f.id`,
  );
}

/** Operator commands of funds: products, NAV, trial quotas, settlement and pool shortfalls. */
export const fundAdminCommands: Record<string, AdminCommand> = {
  'funds:create': {
    summary: 'create a fund product with its texts in three languages (audited)',
    usage:
      '--name-hi <text> --name-en <text> --name-zh <text> --desc-hi <text> --desc-en <text> --desc-zh <text> ' +
      '--cycle <days> --rate <percent a month, e.g. 3.00> --minimum <INR> --maximum <INR per member> --size <INR> [--status on_sale|sold_out|closed]',
    async run(args, context) {
      const values = options(args, [
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
        'status',
      ]);
      const text = (name: string, max: number) => {
        const value = required(values, name);
        if (value.length > max) throw new UsageError(`--${name} is longer than ${max} characters`);
        return value;
      };
      const rateText = required(values, 'rate');
      const monthlyRateBps = parsePercentBps(rateText);
      if (monthlyRateBps === undefined || monthlyRateBps < 1 || monthlyRateBps > 10_000)
        throw new UsageError(
          `--rate "${rateText}" is not a percent from 0.01 to 100 with at most 2 decimals`,
        );
      const minimum = rupees('minimum', required(values, 'minimum'));
      const maximumPerMember = rupees('maximum', required(values, 'maximum'));
      const totalSize = rupees('size', required(values, 'size'));
      if (maximumPerMember < minimum) throw new UsageError('--maximum must be at least --minimum');
      if (totalSize < minimum) throw new UsageError('--size must be at least --minimum');
      const fund = {
        name: { 'hi-in': text('name-hi', 120), 'en-us': text('name-en', 120), 'zh-cn': text('name-zh', 120) },
        description: {
          'hi-in': text('desc-hi', 4000),
          'en-us': text('desc-en', 4000),
          'zh-cn': text('desc-zh', 4000),
        },
        cycleDays: whole('cycle', required(values, 'cycle'), 3650),
        monthlyRateBps,
        minimum,
        maximumPerMember,
        totalSize,
        status: statusOf(values.status?.trim() || 'on_sale'),
      };
      const id = await services(context).funds.create(context.orm.em.fork(), fund, actorLabel(context.actor));
      context.print(
        `fund #${id} ${fund.name['en-us']}: ${fund.cycleDays} days at ${formatBps(monthlyRateBps)} % a month, ` +
          `minimum ${inr(minimum)}, at most ${inr(maximumPerMember)} a member, size ${inr(totalSize)}, ${fund.status}`,
      );
      context.print(
        `fund its income pool before it pays: npm run admin -- pool:fund --account fund_pool:${id} --asset INR --amount <INR> --memo "<why>"`,
      );
    },
  },

  'funds:list': {
    summary: 'list funds with sales, orders in progress, income pool and income waiting for it',
    usage: '',
    async run(args, context) {
      options(args, []);
      const rows = await fundRows(context);
      if (!rows.length) context.print('no funds');
      for (const row of rows) {
        const pending = toBigInt(row.pending_gross);
        context.print(
          `#${String(row.id)} ${String(row.name_en_us)} [${String(row.status)}] ${String(row.cycle_days)} days at ` +
            `${formatBps(Number(row.monthly_rate_bps))} %/month; sold ${inr(toBigInt(row.sold))} of ${inr(toBigInt(row.total_size))}; ` +
            `${String(row.orders)} orders in progress; pool ${inr(toBigInt(row.pool))}` +
            (pending > 0n ? `; WAITING ${String(row.pending_count)} payouts, gross ${inr(pending)}` : ''),
        );
      }
    },
  },

  'funds:shortfall': {
    summary: 'funds whose income waits for their pool: what waits, what the pool holds, what is missing',
    usage: '',
    async run(args, context) {
      options(args, []);
      const short = (await fundRows(context)).filter((row) => toBigInt(row.pending_gross) > 0n);
      if (!short.length) context.print('no income waits: every pool covers what is due');
      for (const row of short) {
        const pending = toBigInt(row.pending_gross);
        const pool = toBigInt(row.pool);
        context.print(
          `fund #${String(row.id)} ${String(row.name_en_us)}: ${String(row.pending_count)} payouts wait, gross ${inr(pending)}; ` +
            `pool ${inr(pool)}; top up at least ${inr(pending > pool ? pending - pool : 0n)} ` +
            `(pool:fund --account fund_pool:${String(row.id)} --asset INR)`,
        );
      }
    },
  },

  'funds:status': {
    summary: 'put a fund on sale, mark it sold out, or close it (audited)',
    usage: '--fund <id> --status on_sale|sold_out|closed',
    async run(args, context) {
      const values = options(args, ['fund', 'status']);
      const fundId = whole('fund', required(values, 'fund'), 1e9);
      const status = statusOf(required(values, 'status'));
      await refusing(() =>
        services(context).funds.setStatus(context.orm.em.fork(), fundId, status, actorLabel(context.actor)),
      );
      context.print(`fund #${fundId} is ${status}`);
    },
  },

  'nav:set': {
    summary: "set a fund's net asset value for a day (replaces that day's value; audited)",
    usage: '--fund <id> --date <YYYY-MM-DD> --value <NAV, up to 4 decimals>',
    async run(args, context) {
      const values = options(args, ['fund', 'date', 'value']);
      const fundId = whole('fund', required(values, 'fund'), 1e9);
      const date = required(values, 'date');
      if (
        !/^\d{4}-\d{2}-\d{2}$/.test(date) ||
        new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) !== date
      )
        throw new UsageError(`--date "${date}" is not a day as YYYY-MM-DD`);
      const valueText = required(values, 'value');
      const value = parseNav(valueText);
      if (value === undefined)
        throw new UsageError(`--value "${valueText}" is not a positive NAV with at most 4 decimals`);
      await refusing(() =>
        services(context).funds.setNav(context.orm.em.fork(), fundId, date, value, actorLabel(context.actor)),
      );
      context.print(`fund #${fundId} NAV on ${date}: ${valueText}`);
    },
  },

  'trial:grant': {
    summary: 'grant a member a trial quota: one fund order whose principal promotions lends (audited)',
    usage: '--member <id> --amount <INR> [--fund <id>] [--days <valid for, days>]',
    async run(args, context) {
      const values = options(args, ['member', 'amount', 'fund', 'days']);
      const memberId = whole('member', required(values, 'member'), 1e10);
      const amount = rupees('amount', required(values, 'amount'));
      const fundId = values.fund?.trim() ? whole('fund', values.fund.trim(), 1e9) : null;
      const days = values.days?.trim() ? whole('days', values.days.trim(), 3650) : null;
      const expiresAt = days === null ? null : new Date(context.clock.now().getTime() + days * DAY_MS);
      const id = await refusing(() =>
        services(context).trialQuotas.grant(
          context.orm.em.fork(),
          { memberId, amount, fundId, expiresAt },
          actorLabel(context.actor),
        ),
      );
      context.print(
        `trial quota #${id} for member ${memberId}: ${inr(amount)}${fundId === null ? ' (any fund)' : ` (fund #${fundId})`}` +
          (expiresAt ? `, valid until ${expiresAt.toISOString()}` : ''),
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
