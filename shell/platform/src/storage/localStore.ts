/** Local storage that never throws (private mode, storage disabled, or no window in tests). */
export const localStore = {
  get(key: string): string | null {
    try {
      return globalThis.localStorage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      globalThis.localStorage?.setItem(key, value);
    } catch {
      // Storage full or disabled: the value lives only in memory for this visit.
    }
  },
  remove(key: string): void {
    try {
      globalThis.localStorage?.removeItem(key);
    } catch {
      // Nothing stored, nothing to remove.
    }
  },
  clear(): void {
    try {
      globalThis.localStorage?.clear();
    } catch {
      // Storage disabled: nothing was kept.
    }
  },
};
