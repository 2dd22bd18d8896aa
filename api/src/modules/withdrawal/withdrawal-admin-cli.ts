import { dialectOf } from '../../db/dialect.ts';
import {
  CommandRefused,
  reasonOption,
  refusalText,
  UsageError,
  type AdminCommand,
  type AdminContext,
} from '../../platform/admin-command.ts';
import { authorize } from '../../platform/policy.ts';
import { actedBy } from '../audit/operator-action.service.ts';
import { withdrawalPolicy } from './withdrawal.policy.ts';
import { ApiError } from '../../platform/errors.ts';
import { options, required } from '../ledger/ledger-admin-cli.ts';
import { createLedgerService } from '../ledger/ledger.service.ts';
import { AmountError, formatAmount, parseAmount } from '../ledger/money.ts';
import {
  automaticPayoutsOf,
  createWithdrawalService,
  TX_HASH,
  WITHDRAWAL_STATES,
  type Transition,
  type WithdrawalState,
} from './withdrawal.service.ts';
import { createVipService } from '../vip/vip.service.ts';

const service = (context: AdminContext) =>
  createWithdrawalService({
    clock: context.clock,
    ledger: createLedgerService({ dialect: dialectOf(context.config), clock: context.clock }),
    benefitsOf: createVipService({ dialect: dialectOf(context.config), clock: context.clock }).benefitsOf,
    dialect: dialectOf(context.config),
    automaticPayouts: automaticPayoutsOf(context.config),
  });

function usdt(name: string, text: string, allowZero = false): bigint {
  if (allowZero && /^0+(\.0{1,6})?$/.test(text)) return 0n;
  try {
    return parseAmount(text, 'USDT');
  } catch (error) {
    if (error instanceof AmountError)
      throw new UsageError(`--${name} "${text}" is not a positive USDT amount with at most 6 decimals`);
    throw error;
  }
}

function idOf(values: Record<string, string | undefined>) {
  const text = required(values, 'id');
  if (!/^\d{1,10}$/.test(text)) throw new UsageError(`--id must be a withdrawal id, not "${text}"`);
  return Number(text);
}

const LIST_LIMIT = 500;

async function move(
  context: AdminContext,
  id: number,
  name: Exclude<Transition, 'cancel'>,
  extra: { txHash?: string; reason?: string },
  reason: string | undefined,
) {
  try {
    const withdrawals = service(context);
    const done = await context.orm.em.fork().transactional(async (tx) => {
      const withdrawal = await withdrawals.find(tx, id);
      authorize(context.actor, withdrawalPolicy, 'review', withdrawal);
      return withdrawals.review(tx, actedBy(context.actor, reason), withdrawal, name, extra);
    });
    context.print(
      `withdrawal #${done.id} ${done.state}: ${formatAmount(BigInt(done.amount), 'USDT')} USDT + fee ${formatAmount(BigInt(done.fee), 'USDT')} to ${done.chain} ${done.address}${done.txHash ? ` tx ${done.txHash}` : ''}${done.reason ? ` (${done.reason})` : ''}`,
    );
  } catch (error) {
    if (error instanceof ApiError && error.messageKey === 'withdrawal.notFound')
      throw new CommandRefused(`no withdrawal with id ${id}`);
    if (error instanceof ApiError)
      throw new CommandRefused(`refused, nothing changed: ${refusalText(error)}`);
    // Another caller recorded the same hash between the check and the update.
    if (error instanceof Error && /unique|duplicate/i.test(error.message))
      throw new CommandRefused(`refused, nothing changed: the tx hash ${extra.txHash} is already recorded`);
    throw error;
  }
}

/** Operator commands of withdrawals: limits and the review queue (every change audited). */
export const withdrawalAdminCommands: Record<string, AdminCommand> = {
  'settings:withdrawal': {
    summary: 'set the USDT withdrawal limits and fee (audited)',
    usage: '--minimum <usdt> --maximum <usdt> --daily-limit <usdt> --fee <usdt> [--reason "<why>"]',
    async run(args, context) {
      const values = options(args, ['minimum', 'maximum', 'daily-limit', 'fee', 'reason']);
      const by = actedBy(context.actor, reasonOption(values, false));
      const next = {
        minimum: usdt('minimum', required(values, 'minimum')),
        maximum: usdt('maximum', required(values, 'maximum')),
        dailyLimit: usdt('daily-limit', required(values, 'daily-limit')),
        fee: usdt('fee', required(values, 'fee'), true),
      };
      try {
        await service(context).saveSettings(context.orm.em.fork(), next, by);
      } catch (error) {
        if (error instanceof ApiError) throw new UsageError(refusalText(error));
        throw error;
      }
      context.print(
        `withdrawal settings: minimum ${formatAmount(next.minimum, 'USDT')}, maximum ${formatAmount(next.maximum, 'USDT')}, daily limit ${formatAmount(next.dailyLimit, 'USDT')}, fee ${formatAmount(next.fee, 'USDT')} USDT`,
      );
    },
  },
  'withdrawals:list': {
    summary: `list withdrawals, oldest first (at most ${LIST_LIMIT})`,
    usage: `[--state ${WITHDRAWAL_STATES.join('|')}]`,
    async run(args, context) {
      const values = options(args, ['state']);
      const state = values.state?.trim();
      if (state && !(WITHDRAWAL_STATES as readonly string[]).includes(state))
        throw new UsageError(`--state must be one of ${WITHDRAWAL_STATES.join(', ')}`);
      const { list, total } = await service(context).queue(context.orm.em.fork(), {
        state: state as WithdrawalState | undefined,
        page: 1,
        rows: LIST_LIMIT,
      });
      if (!list.length) context.print('no withdrawals');
      for (const w of list)
        context.print(
          `#${w.id} ${w.state.padEnd(9)} member ${w.memberId} ${formatAmount(w.amount, 'USDT')} USDT fee ${formatAmount(w.fee, 'USDT')} ${w.chain} ${w.address} ${w.createdAt.toISOString()}${w.txHash ? ` tx ${w.txHash}` : ''}${w.reason ? ` reason: ${w.reason}` : ''}`,
        );
      if (total > list.length) context.print(`… and ${total - list.length} more`);
    },
  },
  'withdrawals:approve': {
    summary: 'approve a requested withdrawal (audited)',
    usage: '--id <withdrawal id> [--reason "<why>"]',
    async run(args, context) {
      const values = options(args, ['id', 'reason']);
      await move(context, idOf(values), 'approve', {}, reasonOption(values, false));
    },
  },
  'withdrawals:reject': {
    summary: 'reject a requested or approved withdrawal: amount and fee return to the member (audited)',
    usage: '--id <withdrawal id> --reason "<why>"',
    async run(args, context) {
      const values = options(args, ['id', 'reason']);
      const id = idOf(values);
      const reason = reasonOption(values, true)!;
      await move(context, id, 'reject', { reason }, reason);
    },
  },
  'withdrawals:pay': {
    summary:
      'mark an approved withdrawal paid with its transaction hash: the fee goes to fee income (audited)',
    usage: '--id <withdrawal id> --tx <hash> [--reason "<why>"]',
    async run(args, context) {
      const values = options(args, ['id', 'tx', 'reason']);
      const id = idOf(values);
      const tx = required(values, 'tx');
      if (!TX_HASH.test(tx))
        throw new UsageError('--tx must be a transaction hash (16-128 letters and digits)');
      await move(context, id, 'pay', { txHash: tx }, reasonOption(values, false));
    },
  },
};
