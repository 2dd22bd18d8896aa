import { LineIcon } from '@h5/design-system';
import type { MeShortcutName } from '../pages/user/meShortcuts.ts';

/** 24×24 line drawings of the user tab's shortcuts; they take the text colour of their tile. */
const PATHS: Record<MeShortcutName, string[]> = {
  deposit: ['M3 7h18v12H3z', 'M3 11h18', 'M12 3v6', 'M9 6l3 3 3-3', 'M7 15h3'],
  withdraw: ['M3 9h18v12H3z', 'M3 13h18', 'M12 8V2', 'M9 5l3-3 3 3', 'M7 17h3'],
  addresses: [
    'M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21z',
    'M12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  ],
  invite: ['M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z', 'M2 21v-1a6 6 0 0 1 11-3.3', 'M18 14v7', 'M14.5 17.5h7'],
  vip: ['M3 8l4 4 5-7 5 7 4-4-2 11H5z', 'M5 21h14'],
};

export function MeShortcutIcon({ name }: { name: MeShortcutName }) {
  return <LineIcon paths={PATHS[name]} />;
}
