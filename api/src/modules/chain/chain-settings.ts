import { HDKey } from '@scure/bip32';
import { z } from 'zod';
import { parseAmount } from '../ledger/money.ts';

/** The chains a member may deposit USDT on and withdraw it to (ARCHITECTURE §5). */
export const CHAIN_NAMES = ['TRC20', 'ERC20', 'BEP20'] as const;
export type ChainName = (typeof CHAIN_NAMES)[number];

/** The chains served by an EVM JSON-RPC endpoint (ADR 0037: TRC20 is shown as unavailable). */
export const EVM_CHAINS = ['ERC20', 'BEP20'] as const satisfies readonly ChainName[];
export type EvmChain = (typeof EVM_CHAINS)[number];

export const isEvmChain = (chain: string): chain is EvmChain =>
  (EVM_CHAINS as readonly string[]).includes(chain);

/**
 * One chain as configured (`<CHAIN>_*` variables). A chain is served (addresses shown, deposits
 * watched) only when its RPC endpoint, USDT contract and extended public key are all set.
 */
export type ChainSettings = {
  chain: EvmChain;
  rpcUrl: string;
  /** The USDT contract, lower case. */
  usdtContract: `0x${string}`;
  /** Account-level extended public key (m/44'/60'/0'); member n's address is its child 0/n. */
  xpub: string;
  /** Blocks on top of a deposit's block, its own included, before it is credited. */
  confirmations: number;
  /** The token's decimals on this chain (USDT: 6 on Ethereum, 18 on BNB Chain). */
  tokenDecimals: number;
  /** Smaller deposits are recorded and shown as below the minimum, never credited (USDT minor units). */
  minimumDeposit: bigint;
  /** The first block the watcher reads when it has never run (default: the head when it first runs). */
  startBlock: bigint | undefined;
  /** Payouts are sent from this key's address; without it approved withdrawals wait for an operator. */
  hotWalletKey: `0x${string}` | undefined;
  /** Below this USDT balance the console warns that the hot wallet needs topping up (minor units). */
  hotWalletLow: bigint;
};

const DEFAULTS: Record<EvmChain, { confirmations: number; tokenDecimals: number }> = {
  ERC20: { confirmations: 12, tokenDecimals: 6 },
  BEP20: { confirmations: 15, tokenDecimals: 18 },
};

const blank = (value: unknown) => (value === '' ? undefined : value);
const usdt = (fallback: string) =>
  z.preprocess(
    blank,
    z
      .string()
      .default(fallback)
      .transform((value, ctx) => {
        try {
          return parseAmount(value, 'USDT');
        } catch {
          ctx.addIssue({ code: 'custom', message: 'must be a USDT amount such as 10 or 0.5' });
          return z.NEVER;
        }
      }),
  );

const ChainEnvSchema = (chain: EvmChain) =>
  z.object({
    RPC_URL: z.preprocess(
      blank,
      z
        .string()
        .refine((value) => /^(https?|wss?):\/\//.test(value), 'must be an http(s) or ws(s) URL')
        .optional(),
    ),
    USDT_CONTRACT: z.preprocess(
      blank,
      z
        .string()
        .regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x address')
        .transform((value) => value.toLowerCase() as `0x${string}`)
        .optional(),
    ),
    XPUB: z.preprocess(
      blank,
      z
        .string()
        .refine((value) => {
          try {
            return !HDKey.fromExtendedKey(value).privateKey;
          } catch {
            return false;
          }
        }, 'must be an extended public key (xpub…), never a private one')
        .optional(),
    ),
    CONFIRMATIONS: z.coerce.number().int().min(1).max(1000).default(DEFAULTS[chain].confirmations),
    TOKEN_DECIMALS: z.coerce.number().int().min(6).max(36).default(DEFAULTS[chain].tokenDecimals),
    MIN_DEPOSIT: usdt('1'),
    START_BLOCK: z.preprocess(blank, z.coerce.bigint().min(0n).optional()),
    HOT_WALLET_KEY: z.preprocess(
      blank,
      z
        .string()
        .regex(/^0x[0-9a-fA-F]{64}$/, 'must be a 0x private key of 64 hex digits')
        .transform((value) => value as `0x${string}`)
        .optional(),
    ),
    HOT_WALLET_LOW: usdt('1000'),
  });

/**
 * Reads `<CHAIN>_*` for the EVM chains; answers the served chains, or the problems (each named
 * by its variable, never with its value: a hot wallet key must not reach a log).
 */
export function parseChainSettings(env: Record<string, string | undefined>): {
  chains: ChainSettings[];
  problems: string[];
} {
  const chains: ChainSettings[] = [];
  const problems: string[] = [];
  for (const chain of EVM_CHAINS) {
    const prefix = `${chain}_`;
    const own = Object.fromEntries(
      Object.entries(env)
        .filter(([key]) => key.startsWith(prefix))
        .map(([key, value]) => [key.slice(prefix.length), value]),
    );
    const parsed = ChainEnvSchema(chain).safeParse(own);
    if (!parsed.success) {
      problems.push(
        ...parsed.error.issues.map((issue) => `${prefix}${issue.path.join('.')}: ${issue.message}`),
      );
      continue;
    }
    const e = parsed.data;
    const required = { RPC_URL: e.RPC_URL, USDT_CONTRACT: e.USDT_CONTRACT, XPUB: e.XPUB };
    const missing = Object.entries(required).filter(([, value]) => value === undefined);
    if (missing.length === 3) continue; // not configured: shown as unavailable
    if (missing.length > 0) {
      problems.push(
        `${missing.map(([key]) => `${prefix}${key}`).join(', ')}: required with ${prefix}RPC_URL, ${prefix}USDT_CONTRACT and ${prefix}XPUB`,
      );
      continue;
    }
    chains.push({
      chain,
      rpcUrl: e.RPC_URL!,
      usdtContract: e.USDT_CONTRACT!,
      xpub: e.XPUB!,
      confirmations: e.CONFIRMATIONS,
      tokenDecimals: e.TOKEN_DECIMALS,
      minimumDeposit: e.MIN_DEPOSIT,
      startBlock: e.START_BLOCK,
      hotWalletKey: e.HOT_WALLET_KEY,
      hotWalletLow: e.HOT_WALLET_LOW,
    });
  }
  return { chains, problems };
}
