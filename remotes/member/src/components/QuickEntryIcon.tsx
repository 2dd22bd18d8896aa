import { LineIcon } from '@h5/design-system';
import type { QuickEntryIconName } from '../utils/quickEntries.ts';

/** 24×24 line drawings; they take the text colour of their tile. */
const PATHS: Record<QuickEntryIconName, string[]> = {
  sign: ['M4 6h16v14H4z', 'M4 10h16', 'M8 3v5', 'M16 3v5', 'M9 15l2 2 4-4'],
  invite: ['M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z', 'M2 21v-1a6 6 0 0 1 11-3.3', 'M18 14v7', 'M14.5 17.5h7'],
  team: [
    'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
    'M2 21v-1a6 6 0 0 1 12 0v1',
    'M16 3.5a4 4 0 0 1 0 7',
    'M18 14.5a6 6 0 0 1 4 5.5v1',
  ],
  vip: ['M3 8l4 4 5-7 5 7 4-4-2 11H5z', 'M5 21h14'],
  rank: ['M4 21V13h4v8', 'M10 21V8h4v13', 'M16 21v-5h4v5', 'M3 21h18'],
  challenge: [
    'M6 4h12v4a6 6 0 0 1-12 0z',
    'M6 6H3a3 3 0 0 0 3 4',
    'M18 6h3a3 3 0 0 1-3 4',
    'M12 14v4',
    'M8 21h8',
  ],
  deposit: ['M3 7h18v12H3z', 'M3 11h18', 'M12 3v6', 'M9 6l3 3 3-3', 'M7 15h3'],
  funds: ['M3 20l5-6 4 3 8-10', 'M15 7h5v5'],
};

type Props = { name: QuickEntryIconName };

export function QuickEntryIcon({ name }: Props) {
  return <LineIcon paths={PATHS[name]} />;
}
