import { SearchIcon } from '@h5/design-system/Icons';
import styles from './SearchBar.module.css';

export type SearchBarProps = {
  value: string;
  onChange: (value: string) => void;
  /** The box's name, also shown as its placeholder. */
  label: string;
  /** The id of the list it filters, while that list is shown. */
  controls?: string | undefined;
};

/** The search box on top of a list that filters as one types; it stays on top while the list scrolls. */
export function SearchBar({ value, onChange, label, controls }: SearchBarProps) {
  return (
    <div className={styles.search} role="search">
      <label className={styles.box}>
        <SearchIcon className={styles.icon} aria-hidden="true" />
        <input
          className={styles.input}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          value={value}
          placeholder={label}
          aria-label={label}
          aria-controls={controls}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
    </div>
  );
}
