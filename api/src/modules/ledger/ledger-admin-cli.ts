import { parseArgs } from 'node:util';
import { dialectOf } from '../../db/dialect.ts';
import {
  CommandRefused,
  UsageError,
  type AdminCommand,
  type AdminContext,
} from '../../platform/admin-command.ts';
import { actorLabel } from '../../platform/policy.ts';
import { actedBy, recordOperatorAction } from '../audit/operator-action.service.ts';
import {
  memberAccount,
  parsePlatformAccount,
  platformAccount,
  isProductPool,
  isSwapAccount,
  PLATFORM_ACCOUNTS,
  PRODUCT_POOLS,
} from './ledger-accounts.ts';
import { createLedgerService, InsufficientFundsError, type PostedEntry } from './ledger.service.ts';
import { AmountError, formatAmount, isMoneyAsset, parseAmount, type Asset } from './money.ts';
import { createPlatformAccountsService } from './platform-accounts.service.ts';
import { queryRows } from './sql.ts';

export function options(args: string[], names: string[]) {
  try {
    const { values } = parseArgs({
      args,
      options: Object.fromEntries(names.map((n) => [n, { type: 'string' as const }])),
      strict: true,
      allowPositionals: false,
    });
    return values as Record<string, string | undefined>;
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

export const required = (values: Record<string, string | undefined>, name: string) => {
  const value = values[name]?.trim();
  if (!value) throw new UsageError(`--${name} is required`);
  return value;
};

function amountOf(text: string, asset: Asset): bigint {
  try {
    return parseAmount(text, asset);
  } catch (error) {
    if (error instanceof AmountError)
      throw new UsageError(
        `--amount "${text}" is not a positive ${asset} amount with at most ${asset === 'INR' ? 2 : 6} decimals`,
      );
    throw error;
  }
}

const signed = (amount: bigint, asset: Asset) => `${amount > 0n ? '+' : ''}${formatAmount(amount, asset)}`;

/** One line per journal line: what moved where, and the balance after. */
export const describeEntry = (entry: PostedEntry) => [
  `entry #${entry.id} ${entry.type} by ${entry.actor}${entry.memo ? ` — ${entry.memo}` : ''}`,
  ...entry.lines.map(
    (l) =>
      `  ${l.code.padEnd(32)} ${signed(l.amount, l.asset).padStart(18)} ${l.asset}  balance after ${formatAmount(l.balanceAfter, l.asset)}`,
  ),
];

async function postAudited(
  context: AdminContext,
  action: string,
  detail: Record<string, unknown>,
  post: Parameters<ReturnType<typeof createLedgerService>['post']>[1],
) {
  const ledger = createLedgerService({ dialect: dialectOf(context.config), clock: context.clock });
  try {
    const entry = await context.orm.em.fork().transactional(async (tx) => {
      const posted = await ledger.post(tx, post);
      await recordOperatorAction(tx, context.clock, {
        actor: actorLabel(context.actor),
        // The memo is the reason a grant is given.
        reason: post.memo,
        action,
        detail: { ...detail, entryId: posted.id },
      });
      return posted;
    });
    for (const line of describeEntry(entry)) context.print(line);
  } catch (error) {
    if (error instanceof InsufficientFundsError)
      throw new CommandRefused(`refused, nothing moved: ${error.message}`);
    throw error;
  }
}

/** Operator commands of the ledger: top up platform accounts and grant members bonuses. */
export const ledgerAdminCommands: Record<string, AdminCommand> = {
  'pool:fund': {
    summary: 'top up a platform account from the external capital account (audited)',
    usage: `--account <${PLATFORM_ACCOUNTS.filter((a) => !isProductPool(a) && !isSwapAccount(a)).join('|')}|${PRODUCT_POOLS.map((pool) => `${pool}:<id>`).join('|')}> --asset INR|USDT --amount <decimal> --memo "<why>"`,
    async run(args, context) {
      const values = options(args, ['account', 'asset', 'amount', 'memo']);
      const assetName = values.asset?.trim().toUpperCase() ?? 'INR';
      if (!isMoneyAsset(assetName))
        throw new UsageError(`--asset must be INR or USDT, not "${values.asset}"`);
      const accountName = required(values, 'account');
      const account = parsePlatformAccount(accountName, assetName);
      if (!account) throw new UsageError(`--account "${accountName}" is not a platform account`);
      if (isSwapAccount(account.kind))
        throw new UsageError(
          `--account "${accountName}" moves with the swap pool only (npm run admin -- swap:seed)`,
        );
      const amount = amountOf(required(values, 'amount'), assetName);
      const memo = required(values, 'memo');
      const accounts = createPlatformAccountsService({
        clock: context.clock,
        ledger: createLedgerService({ dialect: dialectOf(context.config), clock: context.clock }),
      });
      try {
        const entry = await context.orm.em
          .fork()
          .transactional((tx) =>
            accounts.fund(
              tx,
              { account: accountName, asset: assetName, amount, memo },
              actedBy(context.actor),
            ),
          );
        for (const line of describeEntry(entry)) context.print(line);
      } catch (error) {
        if (error instanceof InsufficientFundsError)
          throw new CommandRefused(`refused, nothing moved: ${error.message}`);
        throw error;
      }
    },
  },
  'members:grant': {
    summary:
      'pay a member a bonus in INR from the promotions account (refused when promotions cannot pay; audited)',
    usage: '--member <id> --amount <decimal> --memo "<why>"',
    async run(args, context) {
      const values = options(args, ['member', 'amount', 'memo']);
      const memberText = required(values, 'member');
      if (!/^\d{1,10}$/.test(memberText))
        throw new UsageError(`--member must be a member id, not "${memberText}"`);
      const memberId = Number(memberText);
      const amount = amountOf(required(values, 'amount'), 'INR');
      const memo = required(values, 'memo');
      const [found] = await queryRows<{ id: unknown }>(
        context.orm.em.fork(),
        'select id from member where id = ?',
        [memberId],
      );
      if (!found) throw new CommandRefused(`no member with id ${memberId}`);
      await postAudited(
        context,
        'member_grant',
        { memberId, amount: formatAmount(amount, 'INR'), memo },
        {
          type: 'grant',
          actor: actorLabel(context.actor),
          memo,
          lines: [
            { account: platformAccount('promotions', 'INR'), amount: -amount },
            { account: memberAccount(memberId, 'balance'), amount },
          ],
        },
      );
    },
  },
};
