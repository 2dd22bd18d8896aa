import { dialectOf } from '../../db/dialect.ts';
import {
  CommandRefused,
  reasonOption,
  refusalText,
  UsageError,
  type AdminCommand,
} from '../../platform/admin-command.ts';
import { ApiError } from '../../platform/errors.ts';
import { actedBy } from '../audit/operator-action.service.ts';
import { describeEntry, options, required } from '../ledger/ledger-admin-cli.ts';
import { createLedgerService } from '../ledger/ledger.service.ts';
import { AmountError, parseAmount } from '../ledger/money.ts';
import { CHAINS, TX_HASH, type Chain } from '../withdrawal/withdrawal.service.ts';
import { createDepositService, WatchedChainError } from './deposit.service.ts';

/** Operator commands of deposits. */
export const depositAdminCommands: Record<string, AdminCommand> = {
  'deposits:confirm': {
    summary: "credit a member's USDT deposit from chain clearing (a tx hash once; audited)",
    usage: `--member <id> --chain ${CHAINS.join('|')} --amount <usdt> --tx <hash> [--reason "<why>"]`,
    async run(args, context) {
      const values = options(args, ['member', 'chain', 'amount', 'tx', 'reason']);
      const by = actedBy(context.actor, reasonOption(values, false));
      const memberText = required(values, 'member');
      if (!/^\d{1,10}$/.test(memberText))
        throw new UsageError(`--member must be a member id, not "${memberText}"`);
      const chain = required(values, 'chain').toUpperCase();
      if (!(CHAINS as readonly string[]).includes(chain))
        throw new UsageError(`--chain must be one of ${CHAINS.join(', ')}`);
      const amountText = required(values, 'amount');
      let amount: bigint;
      try {
        amount = parseAmount(amountText, 'USDT');
      } catch (error) {
        if (error instanceof AmountError)
          throw new UsageError(
            `--amount "${amountText}" is not a positive USDT amount with at most 6 decimals`,
          );
        throw error;
      }
      const txHash = required(values, 'tx');
      if (!TX_HASH.test(txHash))
        throw new UsageError('--tx must be a transaction hash (16-128 letters and digits)');
      const memberId = Number(memberText);
      const deposits = createDepositService({
        clock: context.clock,
        ledger: createLedgerService({ dialect: dialectOf(context.config), clock: context.clock }),
        chains: context.config.chains,
        dialect: dialectOf(context.config),
      });
      try {
        const { deposit, entry } = await deposits.confirm(
          context.orm.em.fork(),
          {
            memberId,
            chain: chain as Chain,
            amount,
            txHash,
          },
          by,
        );
        context.print(`deposit #${deposit.id} confirmed`);
        for (const line of describeEntry(entry)) context.print(line);
      } catch (error) {
        if (error instanceof WatchedChainError)
          throw new CommandRefused(`refused, nothing moved: ${chain} deposits are credited by the watcher`);
        if (error instanceof ApiError && error.messageKey === 'deposit.memberNotFound')
          throw new CommandRefused(`no member with id ${memberId}`);
        if (error instanceof ApiError)
          throw new CommandRefused(`refused, nothing moved: ${refusalText(error)}`);
        // Another caller credited the same hash between the check and the insert.
        if (error instanceof Error && /unique|duplicate/i.test(error.message))
          throw new CommandRefused(`refused, nothing moved: the tx hash ${txHash} is already credited`);
        throw error;
      }
    },
  },
};
