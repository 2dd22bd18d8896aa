import type { Asset, MoneyAsset } from './money.ts';

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
  /** Shares of the swap pool the member provided liquidity for (ADR 0032): not money. */
  lp: ['LP'],
} as const satisfies Record<string, readonly Asset[]>;

export type MemberAccountKind = keyof typeof MEMBER_ACCOUNTS;

/**
 * A member's accounts opened by their first entry rather than at registration: only a few members
 * provide liquidity, and their first add runs alone under their own row's lock.
 */
export const OPENED_ON_FIRST_USE: readonly MemberAccountKind[] = ['lp'];

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
  /** The swap pool's reserves, INR and USDT: the pool's price is their ratio (ADR 0032). */
  'swap_pool',
  /** Swap pool shares locked forever at the first seed (the minimum liquidity), in LP. */
  'swap_locked',
  /** The platform's own swap pool shares, from seeding the pool, in LP. */
  'swap_liquidity',
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

/** The platform accounts that hold swap pool shares (LP), and only those. */
export const SHARE_ACCOUNTS = [
  'swap_locked',
  'swap_liquidity',
] as const satisfies readonly PlatformAccountKind[];

/**
 * Platform accounts that move only with the swap pool's own entries (seeding, swaps, liquidity):
 * a top-up from capital would change the pool's price, or mint shares, behind its back.
 */
export const SWAP_ACCOUNTS = [
  'swap_pool',
  ...SHARE_ACCOUNTS,
] as const satisfies readonly PlatformAccountKind[];

export const isSwapAccount = (kind: string): boolean => (SWAP_ACCOUNTS as readonly string[]).includes(kind);

/** Accounts outside the platform, the only ones that may go below zero. */
export type ExternalAccountKind =
  /** Where operator top-ups come from. */
  | 'capital'
  /** Where swap pool shares are issued from (LP): minus the shares there are (ADR 0032). */
  | 'swap_shares';

/** Names a ledger account; the account is created on first use. */
export type AccountRef =
  | { owner: 'member'; memberId: number; kind: MemberAccountKind; asset: Asset }
  | { owner: 'platform'; kind: PlatformAccountKind; asset: Asset; productId?: number }
  /** Outside the platform: the only kind that may go negative. */
  | { owner: 'external'; kind: ExternalAccountKind; asset: Asset };

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
  if ((SHARE_ACCOUNTS as readonly string[]).includes(kind) !== (asset === 'LP'))
    throw new Error(`${SHARE_ACCOUNTS.join(', ')} accounts, and only they, hold LP`);
  return productId === undefined
    ? { owner: 'platform', kind, asset }
    : { owner: 'platform', kind, asset, productId };
}

export const capitalAccount = (asset: MoneyAsset): AccountRef => ({
  owner: 'external',
  kind: 'capital',
  asset,
});

/** Where swap pool shares are minted from and burnt into: its balance is minus the shares there are. */
export const sharesAccount = (): AccountRef => ({ owner: 'external', kind: 'swap_shares', asset: 'LP' });

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
 * account of `asset`; undefined when it names none, or an account that cannot hold `asset`.
 */
export function parsePlatformAccount(name: string, asset: Asset): AccountRef | undefined {
  const pool = /^([a-z_]+):(\d{1,9})$/.exec(name);
  if (pool)
    return isProductPool(pool[1]!)
      ? platformAccount(pool[1] as PlatformAccountKind, asset, Number(pool[2]))
      : undefined;
  if (isProductPool(name) || !(PLATFORM_ACCOUNTS as readonly string[]).includes(name)) return undefined;
  if ((SHARE_ACCOUNTS as readonly string[]).includes(name) !== (asset === 'LP')) return undefined;
  return platformAccount(name as PlatformAccountKind, asset);
}
