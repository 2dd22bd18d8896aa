import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './TabBar.module.css';

export type TabBarItem = { key: string; label: ReactNode; icon: ReactNode };

export type TabBarProps = {
  items: readonly TabBarItem[];
  activeKey: string;
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
          return (
            <li key={item.key} className={styles.cell}>
              <button
                type="button"
                className={styles.item}
                aria-current={active ? 'page' : undefined}
                data-active={active || undefined}
                onClick={() => {
                  if (!active) onChange(item.key);
                }}
              >
                <span className={styles.icon}>{item.icon}</span>
                <span className={styles.label}>{item.label}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
