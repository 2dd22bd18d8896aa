import type { Asset } from './money.ts';

/** A member's accounts and the asset each holds (`locked` exists per asset). */
export const MEMBER_ACCOUNTS = {
  balance: ['INR'],
  usdt: ['USDT'],
  piggy_bank: ['INR'],
  locked: ['INR', 'USDT'],
  /** What the member paid for equity they hold (at cost), locked until bought back. */
  equity: ['INR'],
  /** Stakes' principal and the income accrued on them, locked until claimed. */
  staking: ['INR', 'USDT'],
} as const satisfies Record<string, readonly Asset[]>;

export type MemberAccountKind = keyof typeof MEMBER_ACCOUNTS;

/** The platform's own accounts; those in `PRODUCT_POOLS` exist once per product. None may go below zero. */
export const PLATFORM_ACCOUNTS = [
  'fee_income',
  'platform_dividend',
  'reserve_fund',
  'promotions',
  'fund_pool',
  'chain_clearing',
  'withdrawals_in_flight',
  /** Holds both assets and takes the other side of every conversion. */
  'fx_treasury',
  /** Principal lent from promotions to trial fund orders; returns to promotions at maturity. */
  'trial_orders',
  /** Pays equity buybacks at the buyback price (per offering). */
  'equity_buyback_pool',
  /** Pays an offering's declared dividends (per offering). */
  'equity_dividend_pool',
  /** Pays a staking plan's income (per plan). */
  'staking_pool',
] as const;

export type PlatformAccountKind = (typeof PLATFORM_ACCOUNTS)[number];

/** Platform accounts that exist once per product (fund, equity offering, staking plan), named by its id. */
export const PRODUCT_POOLS = [
  'fund_pool',
  'equity_buyback_pool',
  'equity_dividend_pool',
  'staking_pool',
] as const satisfies readonly PlatformAccountKind[];

export const isProductPool = (kind: string): boolean => (PRODUCT_POOLS as readonly string[]).includes(kind);

/** Names a ledger account; the account is created on first use. */
export type AccountRef =
  | { owner: 'member'; memberId: number; kind: MemberAccountKind; asset: Asset }
  | { owner: 'platform'; kind: PlatformAccountKind; asset: Asset; productId?: number }
  /** Outside the platform: where operator top-ups come from. The only kind that may go negative. */
  | { owner: 'external'; kind: 'capital'; asset: Asset };

/** A member's account; the asset defaults to the one the kind holds (INR for `locked`). */
export function memberAccount(memberId: number, kind: MemberAccountKind, asset?: Asset): AccountRef {
  const allowed: readonly Asset[] = MEMBER_ACCOUNTS[kind];
  const chosen = asset ?? allowed[0]!;
  if (!allowed.includes(chosen)) throw new Error(`a member's ${kind} account does not hold ${chosen}`);
  return { owner: 'member', memberId, kind, asset: chosen };
}

/** A platform account (a product pool needs its product's id: fund, offering or plan). */
export function platformAccount(kind: PlatformAccountKind, asset: Asset, productId?: number): AccountRef {
  if (isProductPool(kind) !== (productId !== undefined))
    throw new Error(`${PRODUCT_POOLS.join(', ')} accounts, and only they, name a product`);
  return productId === undefined
    ? { owner: 'platform', kind, asset }
    : { owner: 'platform', kind, asset, productId };
}

export const capitalAccount = (asset: Asset): AccountRef => ({ owner: 'external', kind: 'capital', asset });

/** The unique code of an account: `member:12:balance:INR`, `platform:fund_pool:3:INR`, `external:capital:USDT`. */
export function accountCode(ref: AccountRef): string {
  switch (ref.owner) {
    case 'member':
      return `member:${ref.memberId}:${ref.kind}:${ref.asset}`;
    case 'platform':
      return ref.productId === undefined
        ? `platform:${ref.kind}:${ref.asset}`
        : `platform:${ref.kind}:${ref.productId}:${ref.asset}`;
    case 'external':
      return `external:${ref.kind}:${ref.asset}`;
  }
}

/**
 * Reads an operator's account name (`promotions`, `fund_pool:3`, `staking_pool:2`) as a platform
 * account of `asset`; undefined when it names none.
 */
export function parsePlatformAccount(name: string, asset: Asset): AccountRef | undefined {
  const pool = /^([a-z_]+):(\d{1,9})$/.exec(name);
  if (pool)
    return isProductPool(pool[1]!)
      ? platformAccount(pool[1] as PlatformAccountKind, asset, Number(pool[2]))
      : undefined;
  if (isProductPool(name) || !(PLATFORM_ACCOUNTS as readonly string[]).includes(name)) return undefined;
  return platformAccount(name as PlatformAccountKind, asset);
}
