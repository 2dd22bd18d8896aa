import { LineIcon } from '@h5/design-system';
import type { PropertyEntryName } from '../utils/propertyEntries.ts';

/** 24×24 line drawings; they take the text colour of their tile. */
const PATHS: Record<PropertyEntryName, string[]> = {
  fund: ['M4 19h16', 'M4 15l5-5 4 3 7-7', 'M15 6h5v5'],
  moneyDetail: ['M6 3h12v18l-3-2-3 2-3-2-3 2z', 'M9 8h6', 'M9 12h6', 'M9 16h3'],
  under: [
    'M4 12a8 6 0 0 1 16 0v3a3 3 0 0 1-3 3v2h-3v-2h-4v2H7v-2.5A6 6 0 0 1 4 12z',
    'M10 7h4',
    'M16 11h.01',
  ],
  conversion: ['M4 8h14', 'M14 4l4 4-4 4', 'M20 16H6', 'M10 12l-4 4 4 4'],
  withdrawal: ['M3 7h18v12H3z', 'M3 11h18', 'M12 17V9', 'M9 12l3-3 3 3'],
  deposit: ['M3 7h18v12H3z', 'M3 11h18', 'M12 3v6', 'M9 6l3 3 3-3', 'M7 15h3'],
  address: [
    'M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11z',
    'M12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  ],
  reserve: ['M12 3l8 3v6c0 4.5-3.4 8.1-8 9-4.6-.9-8-4.5-8-9V6z', 'M9 12l2 2 4-4'],
};

type Props = { name: PropertyEntryName };

export function PropertyEntryIcon({ name }: Props) {
  return <LineIcon paths={PATHS[name]} />;
}
