import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { SearchList } from '../SearchList.tsx';
import type { SearchListItem, SearchListProps } from '../SearchList.tsx';

function useCities(): SearchListItem[] {
  const { t } = useTranslation('samples');
  return [
    { key: 'IN:DL:New Delhi', title: t('searchList.delhi'), description: t('searchList.delhiRegion') },
    { key: 'IN:MH:Mumbai', title: t('searchList.mumbai'), description: t('searchList.mumbaiRegion') },
    {
      key: 'IN:KA:Bengaluru',
      title: t('searchList.bengaluru'),
      description: t('searchList.bengaluruRegion'),
    },
    { key: 'IN:TN:Chennai', title: t('searchList.chennai'), description: t('searchList.chennaiRegion') },
    { key: 'IN:WB:Kolkata', title: t('searchList.kolkata'), description: t('searchList.kolkataRegion') },
  ];
}

/** Filters the sample cities as the server would, by the start of a word. */
function Controlled(props: Partial<SearchListProps>) {
  const { t } = useTranslation('samples');
  const cities = useCities();
  const [query, setQuery] = useState(props.query ?? '');
  const [selected, setSelected] = useState(props.selectedKey);
  const items = useMemo(
    () => cities.filter((city) => city.title.toLowerCase().includes(query.trim().toLowerCase())),
    [cities, query],
  );
  return (
    <SearchList
      label={t('searchList.label')}
      items={items}
      {...props}
      query={query}
      onQueryChange={setQuery}
      selectedKey={selected}
      onSelect={(key) => {
        setSelected(key);
        props.onSelect?.(key);
      }}
    />
  );
}

const meta = {
  title: 'Components/SearchList',
  component: SearchList,
  args: { label: 'Search cities', query: '', items: [], onQueryChange: fn(), onSelect: fn() },
  render: (args) => <Controlled onSelect={args.onSelect} />,
} satisfies Meta<typeof SearchList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

function SearchListCatalog() {
  const { t } = useTranslation('samples');
  const cities = useCities();
  const noop = () => {};
  const common = { label: t('searchList.label'), onQueryChange: noop, onSelect: noop };
  return (
    <>
      <Showcase title="A choice made before, ticked" padded={false}>
        <SearchList {...common} query="" items={cities.slice(0, 3)} selectedKey={cities[1]!.key} />
      </Showcase>
      <Showcase title="The first answer on its way" padded={false}>
        <SearchList {...common} query="mu" items={[]} loading />
      </Showcase>
      <Showcase title="Nothing matches" padded={false}>
        <SearchList {...common} query="zzz" items={[]} empty={t('searchList.noCity')} />
      </Showcase>
      <Showcase title="Failed, with a retry" padded={false}>
        <SearchList {...common} query="" items={[]} error={t('searchList.failed')} onRetry={noop} />
      </Showcase>
    </>
  );
}

export const Catalog: Story = { render: () => <SearchListCatalog /> };
