import { useMemo } from 'react';
import { Tabs } from '@h5/design-system/Tabs';
import styles from './CountTabs.module.css';

export type CountTabItem = {
  /** Identifies the tab (`activeKey`, `onChange`). */
  key: string;
  /** One or two words ("Claimable"). */
  label: string;
  /** How many records the tab holds; left out while unknown (no pill). */
  count?: number;
};

export type CountTabsProps = {
  /** The tabs, in order. */
  items: readonly CountTabItem[];
  /** The key of the selected tab. */
  activeKey: string;
  /** Receives the key of the tab the member selects. */
  onChange: (key: string) => void;
  /** Names the row of tabs for screen readers ("Record state"). */
  label?: string;
};

/**
 * A row of `Tabs` whose labels carry how many records each holds, in a pill after the word (read
 * as "Claimable 2"); a tab with nothing in it keeps its pill, greyed. The row scrolls as `Tabs` does.
 */
export function CountTabs({ items, activeKey, onChange, label }: CountTabsProps) {
  const tabs = useMemo(
    () =>
      items.map((item) => ({
        key: item.key,
        label: (
          <span className={styles.label}>
            {item.label}
            {item.count !== undefined && (
              <span className={styles.count} data-empty={item.count === 0 || undefined}>
                {item.count > 999 ? '999+' : item.count}
              </span>
            )}
          </span>
        ),
      })),
    [items],
  );
  return <Tabs items={tabs} activeKey={activeKey} onChange={onChange} label={label} />;
}
