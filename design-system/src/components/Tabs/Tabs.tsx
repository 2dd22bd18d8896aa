import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import styles from './Tabs.module.css';

export type TabItem = { key: string; label: ReactNode };

export type TabsProps = {
  items: readonly TabItem[];
  activeKey: string;
  onChange: (key: string) => void;
  /** Names the row of tabs for screen readers ("Period", "Order status"). */
  label?: string;
};

/**
 * A row of tabs (role tablist) that scrolls when it is wider than the screen; arrow keys, Home and
 * End move between tabs and select them. The page renders what the active tab shows.
 */
export function Tabs({ items, activeKey, onChange, label }: TabsProps) {
  return (
    <RadixTabs.Root value={activeKey} onValueChange={onChange} activationMode="automatic">
      <RadixTabs.List className={styles.list} aria-label={label}>
        {items.map((item) => (
          // The panel belongs to the page, so the tab names none.
          <RadixTabs.Trigger key={item.key} value={item.key} className={styles.tab} aria-controls={undefined}>
            <span className={styles.label}>{item.label}</span>
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
    </RadixTabs.Root>
  );
}
