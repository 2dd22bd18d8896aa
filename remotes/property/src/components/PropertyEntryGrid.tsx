import { useTranslation } from 'react-i18next';
import { EntryGrid } from '@h5/design-system';
import { navigation } from '@h5/platform';
import { propertyEntries } from '../utils/propertyEntries.ts';
import { PropertyEntryIcon } from './PropertyEntryIcon.tsx';

/** The property tab's tiles leading to the wallet's pages. */
export function PropertyEntryGrid() {
  const { t } = useTranslation('property');
  return (
    <EntryGrid
      heading={t('property.entries')}
      headingId="property-entries"
      items={propertyEntries.map((entry) => ({
        key: entry.key,
        label: t(`entries.${entry.key}`),
        icon: <PropertyEntryIcon name={entry.key} />,
        onOpen: () => navigation.navigate(entry.url),
      }))}
    />
  );
}
