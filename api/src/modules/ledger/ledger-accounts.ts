import type { Asset } from './money.ts';

/** A member's accounts and the asset each holds (`locked` exists per asset). */
export const MEMBER_ACCOUNTS = {
  balance: ['INR'],
  usdt: ['USDT'],
  piggy_bank: ['INR'],
  locked: ['INR', 'USDT'],
} as const satisfies Record<string, readonly Asset[]>;

export type MemberAccountKind = keyof typeof MEMBER_ACCOUNTS;

/** The platform's own accounts; `fund_pool` exists once per fund. None may go below zero. */
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
] as const;

export type PlatformAccountKind = (typeof PLATFORM_ACCOUNTS)[number];

/** Names a ledger account; the account is created on first use. */
export type AccountRef =
  | { owner: 'member'; memberId: number; kind: MemberAccountKind; asset: Asset }
  | { owner: 'platform'; kind: PlatformAccountKind; asset: Asset; fundId?: number }
  /** Outside the platform: where operator top-ups come from. The only kind that may go negative. */
  | { owner: 'external'; kind: 'capital'; asset: Asset };

/** A member's account; the asset defaults to the one the kind holds (INR for `locked`). */
export function memberAccount(memberId: number, kind: MemberAccountKind, asset?: Asset): AccountRef {
  const allowed: readonly Asset[] = MEMBER_ACCOUNTS[kind];
  const chosen = asset ?? allowed[0]!;
  if (!allowed.includes(chosen)) throw new Error(`a member's ${kind} account does not hold ${chosen}`);
  return { owner: 'member', memberId, kind, asset: chosen };
}

/** A platform account (`fund_pool` needs the fund's id). */
export function platformAccount(kind: PlatformAccountKind, asset: Asset, fundId?: number): AccountRef {
  if ((kind === 'fund_pool') !== (fundId !== undefined))
    throw new Error('fund_pool accounts, and only they, name a fund');
  return fundId === undefined
    ? { owner: 'platform', kind, asset }
    : { owner: 'platform', kind, asset, fundId };
}

export const capitalAccount = (asset: Asset): AccountRef => ({ owner: 'external', kind: 'capital', asset });

/** The unique code of an account: `member:12:balance:INR`, `platform:fund_pool:3:INR`, `external:capital:USDT`. */
export function accountCode(ref: AccountRef): string {
  switch (ref.owner) {
    case 'member':
      return `member:${ref.memberId}:${ref.kind}:${ref.asset}`;
    case 'platform':
      return ref.fundId === undefined
        ? `platform:${ref.kind}:${ref.asset}`
        : `platform:${ref.kind}:${ref.fundId}:${ref.asset}`;
    case 'external':
      return `external:${ref.kind}:${ref.asset}`;
  }
}

/**
 * Reads an operator's account name (`promotions`, `fund_pool:3`) as a platform account of
 * `asset`; undefined when it names none.
 */
export function parsePlatformAccount(name: string, asset: Asset): AccountRef | undefined {
  const pool = /^fund_pool:(\d{1,9})$/.exec(name);
  if (pool) return platformAccount('fund_pool', asset, Number(pool[1]));
  if (name === 'fund_pool' || !(PLATFORM_ACCOUNTS as readonly string[]).includes(name)) return undefined;
  return platformAccount(name as PlatformAccountKind, asset);
}
