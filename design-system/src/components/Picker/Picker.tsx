import { CheckIcon, ChevronDownIcon } from '@h5/design-system/Icons';
import { SearchBar } from '@h5/design-system/SearchBar';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent, ReactElement, ReactNode } from 'react';
import { BottomSheet } from '@h5/design-system/BottomSheet';
import { cx } from '../../utils/cx.ts';
import { filterOptions, moveInList, SEARCH_THRESHOLD } from './pickerOptions.ts';
import type { ListKey, PickerOption } from './pickerOptions.ts';
import styles from './Picker.module.css';
import { useSubPathTranslation } from '../../utils/useSubPathTranslation.ts';
import { texts } from './texts.ts';

export type PickerProps = {
  /** Whether the sheet is shown. Leave it out (with `trigger`) and the picker keeps its own state. */
  open?: boolean;
  /** Called when the sheet opens or closes; choosing an option closes it. */
  onOpenChange?: (open: boolean) => void;
  /** The button that opens the sheet; it gets the focus back when the sheet closes. */
  trigger?: ReactElement;
  /** The sheet's heading, also the name of the list for screen readers ("Country"). */
  title: ReactNode;
  /** The choices, in the order they are shown. */
  options: readonly PickerOption[];
  /** The chosen option's `value`; it is marked with a tick and has the focus when the sheet opens. */
  value?: string;
  /** Called with the chosen option's `value`. */
  onChange: (value: string) => void;
  /** Shows a search box over the list; on by default above 10 options. */
  searchable?: boolean;
};

const LIST_KEYS: readonly string[] = ['ArrowDown', 'ArrowUp', 'Home', 'End'] satisfies ListKey[];

/**
 * Chooses one option from a list in a `BottomSheet` (a listbox: arrow keys, Home, End, Enter), with
 * a search box when the list is long. Choosing closes the sheet.
 */
export function Picker({
  open,
  onOpenChange,
  trigger,
  title,
  options,
  value,
  onChange,
  searchable = options.length > SEARCH_THRESHOLD,
}: PickerProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const titleId = useId();
  const setShown = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  return (
    <BottomSheet
      open={open ?? ownOpen}
      onOpenChange={setShown}
      trigger={trigger}
      title={<span id={titleId}>{title}</span>}
      flush
    >
      <PickerList
        labelledBy={titleId}
        options={options}
        value={value}
        searchable={searchable}
        onChoose={(chosen) => {
          onChange(chosen);
          setShown(false);
        }}
      />
    </BottomSheet>
  );
}

/** Focuses the option of `list` with that value and scrolls it into view. */
function focusIn(list: HTMLElement | null, value: string | undefined, block: ScrollLogicalPosition) {
  const option = [...(list?.children ?? [])].find(
    (child): child is HTMLElement => child instanceof HTMLElement && child.dataset.value === value,
  );
  option?.focus({ preventScroll: true });
  option?.scrollIntoView({ block });
}

type PickerListProps = {
  labelledBy: string;
  options: readonly PickerOption[];
  value: string | undefined;
  searchable: boolean;
  onChoose: (value: string) => void;
};

/** The search box and the listbox; mounted each time the sheet opens, so the search starts empty. */
function PickerList({ labelledBy, options, value, searchable, onChoose }: PickerListProps) {
  const { t } = useSubPathTranslation(texts);
  const [query, setQuery] = useState('');
  const [focused, setFocused] = useState<string>();
  const shown = useMemo(() => filterOptions(options, query), [options, query]);
  const listRef = useRef<HTMLUListElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const listId = useId();

  const choosable = (candidate: string | undefined) =>
    shown.find((option) => option.value === candidate && !option.disabled)?.value;
  // One option is in the tab order: the one last focused, else the chosen one, else the first.
  const tabStop = choosable(focused) ?? choosable(value) ?? shown.find((option) => !option.disabled)?.value;

  const focusOption = (target: string | undefined) => focusIn(listRef.current, target, 'nearest');

  // On open the chosen option has the focus, in the middle of the list: the keyboard stays down
  // (no search box focused) and a screen reader starts from the current choice.
  const [openingFocus] = useState(tabStop);
  useEffect(() => focusIn(listRef.current, openingFocus, 'center'), [openingFocus]);

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const index = shown.findIndex(
      (option) => event.target instanceof HTMLElement && option.value === event.target.dataset.value,
    );
    const option = shown[index];
    if (!option) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (!option.disabled) onChoose(option.value);
    } else if (LIST_KEYS.includes(event.key)) {
      event.preventDefault();
      const next = moveInList(shown, index, event.key as ListKey);
      if (event.key === 'ArrowUp' && next === index && searchable) searchRef.current?.focus();
      else focusOption(shown[next]?.value);
    }
  };

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'Enter') return;
    event.preventDefault();
    focusOption(shown[moveInList(shown, -1, 'ArrowDown')]?.value);
  };

  return (
    <>
      {searchable && (
        <SearchBar
          inSheet
          inputRef={searchRef}
          label={t('picker.search')}
          value={query}
          onChange={setQuery}
          onKeyDown={onSearchKeyDown}
          controls={shown.length ? listId : undefined}
        />
      )}
      <p role="status" className={styles.visuallyHidden}>
        {query.trim() &&
          (shown.length ? t('picker.results', { count: shown.length }) : t('picker.noResults'))}
      </p>
      {shown.length === 0 ? (
        <p className={styles.empty}>{t('picker.noResults')}</p>
      ) : (
        <ul
          ref={listRef}
          id={listId}
          role="listbox"
          aria-labelledby={labelledBy}
          className={styles.list}
          onKeyDown={onListKeyDown}
        >
          {shown.map((option) => {
            const selected = option.value === value;
            return (
              <li
                key={option.value}
                role="option"
                data-value={option.value}
                aria-selected={selected}
                aria-disabled={option.disabled || undefined}
                tabIndex={option.value === tabStop ? 0 : -1}
                className={cx(styles.option, selected && styles.selected)}
                onFocus={() => setFocused(option.value)}
                onClick={() => !option.disabled && onChoose(option.value)}
              >
                <span className={styles.optionText}>
                  <span className={styles.optionLabel}>{option.label}</span>
                  {option.description && (
                    <span className={styles.optionDescription}>{option.description}</span>
                  )}
                </span>
                {selected && <CheckIcon strokeWidth={2.2} className={styles.tick} />}
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}

export type PickerFieldProps = Omit<PickerProps, 'open' | 'onOpenChange' | 'trigger' | 'title'> & {
  /** The field's label ("Country"), also the sheet's heading unless `title` says otherwise. */
  label: ReactNode;
  /** The sheet's heading when it should differ from the label ("Choose your country"). */
  title?: ReactNode;
  /** Shown while nothing is chosen (default: the localized "Select"). */
  placeholder?: ReactNode;
  /** Inline message under the field; marks it invalid. */
  error?: ReactNode;
  /** Shows the field but does not open the sheet. */
  disabled?: boolean;
  /** Sends the chosen value with a form under this name (a hidden input). */
  name?: string;
  /** The id of the field's button, which its label points to (generated when left out). */
  id?: string;
  /** Adds rules to the field. */
  className?: string;
};

/**
 * A form field that shows the chosen option (or a placeholder) and opens a `Picker` when pressed:
 * label above, message below, like `Field`.
 */
export function PickerField({
  label,
  title,
  placeholder,
  error,
  disabled = false,
  name,
  id,
  className,
  options,
  value,
  onChange,
  searchable,
}: PickerFieldProps) {
  const { t } = useSubPathTranslation(texts);
  const generatedId = useId();
  const buttonId = id ?? `picker-${generatedId}`;
  const [labelId, valueId, errorId] = [`${buttonId}-label`, `${buttonId}-value`, `${buttonId}-error`];
  const invalid = error !== undefined && error !== null && error !== false && error !== '';
  const chosen = options.find((option) => option.value === value);
  return (
    <div className={cx(styles.field, invalid && styles.invalid, disabled && styles.disabled, className)}>
      <label id={labelId} className={styles.label} htmlFor={buttonId}>
        {label}
      </label>
      <Picker
        title={title ?? label}
        options={options}
        value={value}
        onChange={onChange}
        searchable={searchable}
        trigger={
          <button
            type="button"
            id={buttonId}
            className={styles.control}
            disabled={disabled}
            aria-labelledby={`${labelId} ${valueId}`}
            aria-describedby={invalid ? errorId : undefined}
          >
            <span id={valueId} className={chosen ? styles.value : styles.placeholder}>
              {chosen?.label ?? placeholder ?? t('picker.placeholder')}
            </span>
            <ChevronDownIcon strokeWidth={1.8} className={styles.chevron} />
          </button>
        }
      />
      <p id={errorId} className={styles.error} aria-live="polite">
        {invalid ? error : null}
      </p>
      {name !== undefined && <input type="hidden" name={name} value={value ?? ''} />}
    </div>
  );
}
