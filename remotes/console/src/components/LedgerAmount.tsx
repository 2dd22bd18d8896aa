import { Amount } from '@h5/design-system/Amount';
import type { LedgerAsset } from '@h5/api/contract/ledger';
import { formatShares } from '../utils/money.ts';

/**
 * An amount of a ledger account in its asset: money as `Amount` shows it, swap pool shares (`LP`,
 * ADR 0032) as a count of shares, never as rupees.
 */
export function LedgerAmount({
  value,
  asset,
  signed = false,
}: {
  value: string;
  asset: LedgerAsset;
  signed?: boolean;
}) {
  if (asset !== 'LP') return <Amount value={value} currency={asset} signed={signed} />;
  const gain = signed && !value.startsWith('-') && /[1-9]/.test(value);
  return <span>{`${gain ? '+' : ''}${formatShares(value)} LP`}</span>;
}
