import { EntryGrid } from '@h5/design-system';
import { navigation } from '@h5/platform';
import { meShortcuts } from '../pages/user/meShortcuts.ts';
import { MeShortcutIcon } from './MeShortcutIcon.tsx';
import { usePagesTranslation } from '../pages/i18n/pagesTranslations.ts';

/** The user tab's icon grid: deposit, withdraw, addresses, invite and VIP benefits. */
export function MeShortcuts() {
  const { t } = usePagesTranslation();
  return (
    <EntryGrid
      heading={t('user.shortcuts')}
      headingId="member-shortcuts"
      items={meShortcuts.map((shortcut) => ({
        key: shortcut.key,
        label: t(`user.entries.${shortcut.key}`),
        icon: <MeShortcutIcon name={shortcut.key} />,
        onOpen: () => navigation.navigate(shortcut.page),
      }))}
    />
  );
}
