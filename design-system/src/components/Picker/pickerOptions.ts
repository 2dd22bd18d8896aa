/** One choice of a `Picker`. */
export type PickerOption = {
  /** What `onChange` receives (a country code, an id); unique in the list. */
  value: string;
  /** What the member reads, in the current language. */
  label: string;
  /** A second line (a dialling code, a balance). */
  description?: string;
  /** Other words the search finds it by: the English name, a code (`IN`, `+91`). */
  keywords?: readonly string[];
  /** Shown but not choosable. */
  disabled?: boolean;
};

/** Above this many options a picker shows a search box unless told otherwise. */
export const SEARCH_THRESHOLD = 10;

/** Case and accents do not count ("åland" finds "Aland"); other scripts are kept as they are. */
export function searchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

/**
 * The options whose label, value, description or keywords contain the query: those with a word
 * that starts with it first, each group in the list's own order ("in" lists India before
 * Argentina).
 */
export function filterOptions<T extends PickerOption>(options: readonly T[], query: string): T[] {
  const wanted = searchText(query);
  if (!wanted) return [...options];
  const starts: T[] = [];
  const contains: T[] = [];
  for (const option of options) {
    const texts = [option.label, option.value, option.description ?? '', ...(option.keywords ?? [])].map(
      searchText,
    );
    if (!texts.some((text) => text.includes(wanted))) continue;
    const words = texts.flatMap((text) => text.split(/[\s,()/-]+/));
    (words.some((word) => word.startsWith(wanted)) ? starts : contains).push(option);
  }
  return [...starts, ...contains];
}

export type ListKey = 'ArrowDown' | 'ArrowUp' | 'Home' | 'End';

/**
 * The option a key moves to in a list (listbox keys, no wrapping), skipping disabled options;
 * `-1` when there is none to move to. `from` is `-1` when no option has the focus yet.
 */
export function moveInList(options: readonly PickerOption[], from: number, key: ListKey): number {
  const enabled = (index: number) => options[index] !== undefined && !options[index].disabled;
  const scan = (start: number, step: 1 | -1) => {
    for (let index = start; index >= 0 && index < options.length; index += step)
      if (enabled(index)) return index;
    return -1;
  };
  switch (key) {
    case 'ArrowDown': {
      const next = scan(from + 1, 1);
      return next === -1 ? from : next;
    }
    case 'ArrowUp': {
      const previous = from <= 0 ? -1 : scan(from - 1, -1);
      return previous === -1 ? from : previous;
    }
    case 'Home':
      return scan(0, 1);
    case 'End':
      return scan(options.length - 1, -1);
  }
}
