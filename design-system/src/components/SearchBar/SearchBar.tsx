import type { KeyboardEventHandler, Ref } from 'react';
import { SearchIcon } from '@h5/design-system/Icons';
import { cx } from '../../utils/cx.ts';
import styles from './SearchBar.module.css';

export type SearchBarProps = {
  value: string;
  onChange: (value: string) => void;
  /** The box's name, also shown as its placeholder. */
  label: string;
  /** The id of the list it filters, while that list is shown. */
  controls?: string | undefined;
  /** On top of a bottom sheet's list (the sheet's own top, no rule under it) rather than a page's. */
  inSheet?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  onKeyDown?: KeyboardEventHandler<HTMLInputElement>;
};

/** The search box on top of a list that filters as one types; it stays on top while the list scrolls. */
export function SearchBar({
  value,
  onChange,
  label,
  controls,
  inSheet,
  inputRef,
  onKeyDown,
}: SearchBarProps) {
  return (
    <div className={cx(styles.search, inSheet && styles.inSheet)} role="search">
      <label className={styles.box}>
        <SearchIcon className={styles.icon} aria-hidden="true" />
        <input
          ref={inputRef}
          className={styles.input}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          value={value}
          placeholder={label}
          aria-label={label}
          aria-controls={controls}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
        />
      </label>
    </div>
  );
}
