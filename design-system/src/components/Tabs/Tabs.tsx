import * as RadixTabs from '@radix-ui/react-tabs';
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { hiddenEdges, revealScrollLeft } from './tabsScroll.ts';
import styles from './Tabs.module.css';

export type TabItem = {
  /** Identifies the tab (`activeKey`, `onChange`). */
  key: string;
  /** One or two words; the row scrolls when the labels do not fit. */
  label: ReactNode;
  /** Shown but not selectable (a period with no data yet). */
  disabled?: boolean;
};

export type TabsProps = {
  /** The tabs, in order. */
  items: readonly TabItem[];
  /** The key of the selected tab; it is scrolled into view when the row scrolls. */
  activeKey: string;
  /** Receives the key of the tab the member selects (tap, arrow keys, Home, End). */
  onChange: (key: string) => void;
  /** Names the row of tabs for screen readers ("Period", "Order status"). */
  label?: string;
};

/** How far the fades reach in from each end (`--space-12`); the selected tab is kept clear of them. */
const FADE_WIDTH = 48;

/**
 * A row of tabs (role tablist) that scrolls when it is wider than the screen, with a fade at each
 * end that hides more tabs; arrow keys, Home and End move between tabs and select them. The page
 * renders what the active tab shows.
 */
export function Tabs({ items, activeKey, onChange, label }: TabsProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const [moreStart, setMoreStart] = useState(false);
  const [moreEnd, setMoreEnd] = useState(false);

  // The fades follow the scroll position and the row's size (rotation, a language with longer words).
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const update = () => {
      const edges = hiddenEdges(list);
      setMoreStart(edges.start);
      setMoreEnd(edges.end);
    };
    update();
    list.addEventListener('scroll', update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(list);
    return () => {
      list.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, [items]);

  // The selected tab is never left out of sight: at once on the first render, smoothly after.
  const shownOnce = useRef(false);
  useEffect(() => {
    const list = listRef.current;
    const tab = list?.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
    if (!list || !tab) return;
    const listBox = list.getBoundingClientRect();
    const tabBox = tab.getBoundingClientRect();
    const start = tabBox.left - listBox.left + list.scrollLeft;
    const left = revealScrollLeft(list, { start, end: start + tabBox.width }, FADE_WIDTH);
    const still = !shownOnce.current || window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    shownOnce.current = true;
    if (Math.abs(left - list.scrollLeft) >= 1)
      list.scrollTo({ left, behavior: still ? 'instant' : 'smooth' });
  }, [activeKey, items]);

  return (
    <RadixTabs.Root value={activeKey} onValueChange={onChange} activationMode="automatic">
      <div
        className={styles.row}
        data-more-start={moreStart || undefined}
        data-more-end={moreEnd || undefined}
      >
        <RadixTabs.List ref={listRef} className={styles.list} aria-label={label}>
          {items.map((item) => (
            // The panel belongs to the page, so the tab names none.
            <RadixTabs.Trigger
              key={item.key}
              value={item.key}
              disabled={item.disabled}
              className={styles.tab}
              aria-controls={undefined}
            >
              <span className={styles.label}>{item.label}</span>
            </RadixTabs.Trigger>
          ))}
        </RadixTabs.List>
      </div>
    </RadixTabs.Root>
  );
}
