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
import { actedBy } from '../audit/operator-action.service.ts';
import { options, required } from '../ledger/ledger-admin-cli.ts';
import { createLedgerService } from '../ledger/ledger.service.ts';
import { AmountError, parseAmount, type MoneyAsset } from '../ledger/money.ts';
import { createSwapAdminService } from './swap-admin.service.ts';
import { createSwapLiquidityService } from './swap-liquidity.service.ts';
import { createSwapMarketService } from './swap-market.service.ts';
import { MAX_FEE_BPS, parsePercentBps } from './swap-math.ts';
import { presentAdminPool } from './swap.presenter.ts';

function services(context: AdminContext) {
  const dialect = dialectOf(context.config);
  const clock = context.clock;
  return {
    market: createSwapMarketService({ clock, dialect }),
    admin: createSwapAdminService({ clock, dialect }),
    liquidity: createSwapLiquidityService({
      clock,
      dialect,
      ledger: createLedgerService({ dialect, clock }),
    }),
  };
}

/** Prints the pool as finance sees it (`GET /api/Admin/swap`). */
async function printPool(context: AdminContext) {
  const pool = presentAdminPool(await services(context).market.adminPool(context.orm.em.fork()));
  if (!pool.seeded)
    return context.print(`swap pool: not seeded${pool.paused ? ', paused' : ''}, fee ${pool.feePercent} %`);
  context.print(
    `swap pool: ${pool.reserveInr} INR + ${pool.reserveUsdt} USDT, price ${pool.price} INR per USDT, fee ${pool.feePercent} %${pool.paused ? ', PAUSED' : ''}`,
  );
  context.print(
    `shares: ${pool.totalShares} (locked ${pool.lockedShares}, platform ${pool.platformShares}), providers ${pool.providers}`,
  );
  context.print(
    `volume 24 h: ${pool.volume24h.inr} INR + ${pool.volume24h.usdt} USDT in ${pool.volume24h.swaps} swaps; 7 days: ${pool.volume7d.inr} INR + ${pool.volume7d.usdt} USDT in ${pool.volume7d.swaps} swaps`,
  );
}

function amountOption(values: Record<string, string | undefined>, name: string, asset: MoneyAsset) {
  const text = required(values, name);
  try {
    return parseAmount(text, asset);
  } catch (error) {
    if (error instanceof AmountError)
      throw new UsageError(
        `--${name} "${text}" is not a positive ${asset} amount with at most ${asset === 'INR' ? 2 : 6} decimals`,
      );
    throw error;
  }
}

/** Runs a service call, printing its refusal as the command's. */
async function refusing(work: () => Promise<unknown>) {
  try {
    await work();
  } catch (error) {
    if (error instanceof ApiError)
      throw new CommandRefused(`refused, nothing changed: ${refusalText(error)}`);
    throw error;
  }
}

const pauseCommand = (paused: boolean): AdminCommand => ({
  summary: paused
    ? 'pause the swap pool: swaps and adds refused, removals go on (audited)'
    : 'open the paused swap pool again (audited)',
  usage: '--reason "<why>"',
  async run(args, context) {
    const by = actedBy(context.actor, reasonOption(options(args, ['reason']), true));
    await refusing(() => services(context).admin.setPaused(context.orm.em.fork(), paused, by));
    await printPool(context);
  },
});

/** Operator commands of the swap pool (ADR 0032), the same services as `/api/Admin/swap*`. */
export const swapAdminCommands: Record<string, AdminCommand> = {
  'swap:state': {
    summary: 'show the swap pool: reserves, price, fee, shares and volume',
    usage: '',
    async run(args, context) {
      options(args, []);
      await printPool(context);
    },
  },
  'swap:seed': {
    summary:
      'seed the swap pool from the treasury (the first seed sets the price; later ones add at its ratio; audited)',
    usage: '--inr <decimal> --usdt <decimal> --reason "<why>"',
    async run(args, context) {
      const values = options(args, ['inr', 'usdt', 'reason']);
      const by = actedBy(context.actor, reasonOption(values, true));
      const desired = { inr: amountOption(values, 'inr', 'INR'), usdt: amountOption(values, 'usdt', 'USDT') };
      const { liquidity } = services(context);
      await refusing(() => context.orm.em.fork().transactional((tx) => liquidity.seed(tx, desired, by)));
      await printPool(context);
    },
  },
  'swap:fee': {
    summary: 'set the swap fee on what goes into the pool (audited)',
    usage: '--percent <0-10, up to 2 decimals> --reason "<why>"',
    async run(args, context) {
      const values = options(args, ['percent', 'reason']);
      const by = actedBy(context.actor, reasonOption(values, true));
      const text = required(values, 'percent');
      const feeBps = parsePercentBps(text);
      if (feeBps === undefined || feeBps > MAX_FEE_BPS)
        throw new UsageError(`--percent "${text}" is not a percent from 0 to 10 with at most 2 decimals`);
      await refusing(() => services(context).admin.setFee(context.orm.em.fork(), feeBps, by));
      await printPool(context);
    },
  },
  'swap:pause': pauseCommand(true),
  'swap:resume': pauseCommand(false),
};
