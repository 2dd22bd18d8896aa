import type { SavedAddress } from '../api/walletTypes.ts';
import { formatEntryTime } from '../utils/formatEntryTime.ts';
import styles from '../pages/wallet.module.css';

type OptionProps = { address: SavedAddress; checked: boolean; onSelect: () => void };

/** One saved address as a choice: chain and label, the address in full, when it was added. */
export function AddressOption({ address, checked, onSelect }: OptionProps) {
  return (
    <button
      type="button"
      role="radio"
      aria-checked={checked}
      className={styles.option}
      onClick={onSelect}
      data-testid="address-option"
    >
      <span className={styles.radio} aria-hidden="true" />
      <span className={styles.optionText}>
        <span className={styles.optionTitle}>
          {address.chain}
          {address.label ? ` · ${address.label}` : ''}
        </span>
        <span className={styles.mono}>{address.address}</span>
        <time className={styles.meta} dateTime={address.createdAt}>
          {formatEntryTime(address.createdAt)}
        </time>
      </span>
    </button>
  );
}
