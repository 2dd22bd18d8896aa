import { HDKey } from '@scure/bip32';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { publicKeyToAddress } from 'viem/accounts';
import { bytesToHex } from 'viem';

/** Member ids above this have no non-hardened BIP-32 child (2³¹ − 1). */
const MAX_INDEX = 0x7fff_ffff;

/**
 * Member n's deposit address: child 0/n of the account-level extended public key (BIP-44
 * m/44'/60'/0'/0/n), lower case. Only the public key is needed; the private keys stay with
 * whoever holds the seed (collection signs offline, ADR 0037).
 */
export function deriveDepositAddress(xpub: string, index: number): `0x${string}` {
  if (!Number.isInteger(index) || index < 0 || index > MAX_INDEX) throw new RangeError(`no child ${index}`);
  const child = HDKey.fromExtendedKey(xpub).deriveChild(0).deriveChild(index);
  if (!child.publicKey) throw new Error('the extended key has no public key');
  const uncompressed = secp256k1.Point.fromBytes(child.publicKey).toBytes(false);
  return publicKeyToAddress(bytesToHex(uncompressed)).toLowerCase() as `0x${string}`;
}

/**
 * A token amount (its own decimals) in USDT minor units (10⁻⁶), rounded down: dust below a
 * millionth stays on chain rather than being credited.
 */
export function toUsdtMinor(raw: bigint, tokenDecimals: number): bigint {
  return tokenDecimals <= 6 ? raw * 10n ** BigInt(6 - tokenDecimals) : raw / 10n ** BigInt(tokenDecimals - 6);
}

/** USDT minor units as the token's own integer amount (for payouts). */
export function fromUsdtMinor(minor: bigint, tokenDecimals: number): bigint {
  return tokenDecimals <= 6
    ? minor / 10n ** BigInt(6 - tokenDecimals)
    : minor * 10n ** BigInt(tokenDecimals - 6);
}
