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
import {
  CreateOfferingSchema,
  DeclareDividendSchema,
  ForceBuybackSchema,
  OfferingStatusSchema,
  PublishPriceSchema,
} from './equity-admin.schema.ts';
import { createEquityDividends } from './equity-dividend.service.ts';
import { createEquityHoldingService } from './equity-holding.service.ts';
import { formatShares, inr, percent } from './equity-math.ts';
import { offeringOverview } from './equity-overview.ts';
import { createEquityService, OFFERING_STATUSES } from './equity.service.ts';

const services = (context: AdminContext) => {
  const dialect = dialectOf(context.config);
  const clock = context.clock;
  const offerings = createEquityService({ clock });
  const ledger = createLedgerService({ dialect, clock });
  const holdings = createEquityHoldingService({ clock, dialect, ledger, offerings });
  return {
    dialect,
    offerings,
    holdings,
    dividends: createEquityDividends({ dialect, clock, offerings, holdings }),
  };
};

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

const TEXTS = [
  'name-en',
  'name-hi',
  'name-zh',
  'description-en',
  'description-hi',
  'description-zh',
] as const;

/** Operator commands of equity: offerings, prices, dividends, forced buybacks. */
export const equityAdminCommands: Record<string, AdminCommand> = {
  'equity:create': {
    summary:
      'create an equity offering with its texts in three languages and its first share price (audited)',
    usage:
      '--name-en <text> --name-hi <text> --name-zh <text> [--description-en|--description-hi|--description-zh <text>] ' +
      '--fee-percent <e.g. 2> --lock-days <days> --total-shares <shares> --price <INR a share> ' +
      `[--status ${OFFERING_STATUSES.join('|')}] [--reason "<why>"]`,
    async run(args, context) {
      const values = options(args, [
        ...TEXTS,
        'fee-percent',
        'lock-days',
        'total-shares',
        'price',
        'status',
        'reason',
      ]);
      for (const name of [
        'name-en',
        'name-hi',
        'name-zh',
        'fee-percent',
        'lock-days',
        'total-shares',
        'price',
      ])
        required(values, name);
      const input = parsed(() =>
        validate(CreateOfferingSchema, {
          name: { 'en-us': values['name-en'], 'hi-in': values['name-hi'], 'zh-cn': values['name-zh'] },
          description: {
            'en-us': values['description-en'] ?? values['name-en'],
            'hi-in': values['description-hi'] ?? values['name-hi'],
            'zh-cn': values['description-zh'] ?? values['name-zh'],
          },
          feeRatePercent: values['fee-percent'],
          lockDays: values['lock-days'],
          totalShares: values['total-shares'],
          sharePrice: values.price,
          status: values.status,
          reason: reasonOption(values, false),
        }),
      );
      const { feeRatePercent, reason, ...fields } = input;
      const id = await refusing(() =>
        services(context).offerings.create(
          context.orm.em.fork(),
          { ...fields, feeRateBps: feeRatePercent },
          actedBy(context.actor, reason),
        ),
      );
      context.print(
        `offering #${id} ${fields.name['en-us']}: ${formatShares(fields.totalShares)} shares at ${inr(fields.sharePrice)}, ` +
          `fee ${percent(feeRatePercent)} %, locked ${fields.lockDays} days, ${fields.status}`,
      );
      context.print(
        `fund its pools before buybacks and dividends: npm run admin -- pool:fund --account equity_buyback_pool:${id} ` +
          `(or equity_dividend_pool:${id}) --asset INR --amount <INR> --memo "<why>"`,
      );
    },
  },

  'equity:price': {
    summary: "publish an offering's share price for a day (today by default; replaces that day's; audited)",
    usage: '--offering <id> --price <INR a share> [--date YYYY-MM-DD] [--reason "<why>"]',
    async run(args, context) {
      const values = options(args, ['offering', 'price', 'date', 'reason']);
      const { offerings } = services(context);
      const input = parsed(() =>
        validate(PublishPriceSchema, {
          offeringId: required(values, 'offering'),
          price: required(values, 'price'),
          date: values.date ?? offerings.today(),
          reason: reasonOption(values, false),
        }),
      );
      await refusing(() =>
        offerings.publishPrice(
          context.orm.em.fork(),
          input.offeringId,
          input.date,
          input.price,
          actedBy(context.actor, input.reason),
        ),
      );
      context.print(`offering #${input.offeringId} share price on ${input.date}: ${inr(input.price)}`);
    },
  },

  'equity:status': {
    summary: 'open or close an offering to subscriptions, saying why (audited)',
    usage: `--offering <id> --status ${OFFERING_STATUSES.join('|')} --reason "<why>"`,
    async run(args, context) {
      const values = options(args, ['offering', 'status', 'reason']);
      const input = parsed(() =>
        validate(OfferingStatusSchema, {
          offeringId: required(values, 'offering'),
          status: required(values, 'status'),
          reason: reasonOption(values, true),
        }),
      );
      await refusing(() =>
        services(context).offerings.setStatus(
          context.orm.em.fork(),
          input.offeringId,
          input.status,
          actedBy(context.actor, input.reason),
        ),
      );
      context.print(`offering #${input.offeringId} is ${input.status}`);
    },
  },

  'equity:dividend': {
    summary: 'declare a per-share dividend for a period of an offering (paid by the dividend job; audited)',
    usage: '--offering <id> --period <name> --per-share <INR> [--reason "<why>"]',
    async run(args, context) {
      const values = options(args, ['offering', 'period', 'per-share', 'reason']);
      const input = parsed(() =>
        validate(DeclareDividendSchema, {
          offeringId: required(values, 'offering'),
          period: required(values, 'period'),
          perShare: required(values, 'per-share'),
          reason: reasonOption(values, false),
        }),
      );
      const declared = await refusing(() =>
        services(context).dividends.declare(
          context.orm.em.fork(),
          input.offeringId,
          input.period,
          input.perShare,
          actedBy(context.actor, input.reason),
        ),
      );
      context.print(
        `dividend #${declared.id} of offering #${input.offeringId} for ${input.period}: ${inr(input.perShare)} a share, ` +
          `reinvested at ${inr(declared.reinvestPrice)}`,
      );
    },
  },

  'equity:force-buyback': {
    summary:
      'buy back one holding, or every expired holding of an offering, with a reason the member sees (audited)',
    usage: '(--holding <id> | --offering <id>) --reason "<why>"',
    async run(args, context) {
      const values = options(args, ['holding', 'offering', 'reason']);
      const input = parsed(() =>
        validate(ForceBuybackSchema, {
          holdingId: values.holding,
          offeringId: values.offering,
          reason: reasonOption(values, true),
        }),
      );
      const target =
        input.holdingId !== undefined ? { holdingId: input.holdingId } : { offeringId: input.offeringId! };
      const result = await refusing(() =>
        services(context).holdings.forceBuyback(
          context.orm.em.fork(),
          target,
          context.actor,
          actedBy(context.actor, input.reason),
        ),
      );
      context.print(
        `forced buyback: ${result.boughtBack} bought back, ${inr(result.paid)} paid, ${result.waiting} waiting for the buyback pool`,
      );
    },
  },

  'equity:list': {
    summary: 'list equity offerings with price, sales, holdings, pools and what waits for them',
    usage: '',
    async run(args, context) {
      options(args, []);
      const { offerings, dialect } = services(context);
      const { list } = await offeringOverview(
        context.orm.em.fork(),
        { offerings, dialect, now: context.clock.now() },
        { page: 1, rows: 100 },
      );
      if (!list.length) context.print('no offerings');
      for (const o of list)
        context.print(
          `#${o.id} ${o.name['en-us']} [${o.status}] price ${o.price ? `${inr(o.price.price)} (${o.price.date})` : 'none'}; ` +
            `sold ${formatShares(o.sharesSold)} of ${formatShares(o.totalShares)} shares; ${o.holdingsHeld} held ` +
            `(${o.expiredHeld} expired); buyback pool ${inr(o.buybackPool)}, dividend pool ${inr(o.dividendPool)}` +
            (o.shortfall > 0n
              ? `; WAITING ${o.pendingBuybacks} buybacks, ${o.pendingDividends} dividends, short ${inr(o.shortfall)}`
              : ''),
        );
    },
  },

  'equity:run': {
    summary:
      'run one equity pass now (dividends and waiting buybacks; every process also runs it on its own)',
    usage: '',
    async run(args, context) {
      options(args, []);
      const run = await services(context).dividends.runPass(context.orm.em);
      context.print(
        `equity: ${run.recorded} dividend payouts recorded, ${run.paid} paid, ${run.pending} waiting for a pool, ` +
          `${run.buybacks} waiting buybacks paid, in ${run.batches} batches`,
      );
    },
  },
};
