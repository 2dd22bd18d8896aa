import { LineIcon } from '@h5/design-system';
type MenuIconName = 'language' | 'settings' | 'security' | 'about' | 'version';

const PATHS: Record<MenuIconName, string[]> = {
  language: [
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z',
    'M3 12h18',
    'M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z',
  ],
  settings: ['M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8z', 'M4 21c0-4 3.6-6.5 8-6.5s8 2.5 8 6.5'],
  security: ['M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6z', 'M9 12l2 2 4-4'],
  about: ['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'M12 11v6', 'M12 7.5v.5'],
  version: ['M7 3h10v18H7z', 'M11 18h2'],
};

type Props = { name: MenuIconName };

/** 20×20 line icons for the user tab's menu cells. */
export function MenuIcon({ name }: Props) {
  return <LineIcon paths={PATHS[name]} size={20} />;
}
