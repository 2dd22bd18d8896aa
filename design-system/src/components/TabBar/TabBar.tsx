import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { tabBadgeView } from './tabBadge.ts';
import type { TabBadge } from './tabBadge.ts';
import styles from './TabBar.module.css';

export type { TabBadge };

export type TabBarItem = {
  /** Identifies the tab (`onChange` receives it). */
  key: string;
  /** One short word under the icon. */
  label: ReactNode;
  /** A 24 px line icon. */
  icon: ReactNode;
  /**
   * New things behind the tab: a count (shown up to "99+") or `'dot'`; announced with the label
   * ("Orders 3 new"). Nothing for 0.
   */
  badge?: TabBadge;
};

export type TabBarProps = {
  /** The main tabs, three to five. */
  items: readonly TabBarItem[];
  /** The key of the tab on screen (`aria-current="page"`). */
  activeKey: string;
  /** Receives the key of another tab when the member taps it (not the active one). */
  onChange: (key: string) => void;
};

/** Fixed bottom navigation between the main tabs; clears the home indicator. */
export function TabBar({ items, activeKey, onChange }: TabBarProps) {
  const { t } = useTranslation('ds');
  return (
    <nav className={styles.bar} aria-label={t('tabBar.label')}>
      <ul className={styles.list}>
        {items.map((item) => {
          const active = item.key === activeKey;
          const badge = tabBadgeView(item.badge);
          return (
            <li key={item.key} className={styles.cell}>
              <button
                type="button"
                className={styles.item}
                aria-current={active ? 'page' : undefined}
                data-active={active || undefined}
                // The tab's key in the markup: a page rendered by the server switches tabs by it
                // before the app has started (ADR 0025).
                data-key={item.key}
                onClick={() => {
                  if (!active) onChange(item.key);
                }}
              >
                <span className={styles.icon}>
                  {item.icon}
                  {badge.kind === 'count' && (
                    <span className={styles.count} aria-hidden="true">
                      {badge.text}
                    </span>
                  )}
                  {badge.kind === 'dot' && <span className={styles.dot} aria-hidden="true" />}
                </span>
                <span className={styles.label}>{item.label}</span>
                {badge.kind !== 'none' && (
                  <span className={styles.announced}>
                    {' '}
                    {badge.kind === 'count'
                      ? t('tabBar.newCount', { count: badge.count })
                      : t('tabBar.newDot')}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
