import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { SearchBar } from '../SearchBar.tsx';

function Controlled({ initial = '' }: { initial?: string }) {
  const { t } = useTranslation('samples');
  const [value, setValue] = useState(initial);
  return <SearchBar label={t('searchList.label')} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Components/SearchBar',
  component: SearchBar,
  args: { label: 'Search', value: '', onChange: () => undefined },
  render: () => <Controlled />,
} satisfies Meta<typeof SearchBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

function SearchBarCatalog() {
  const { t } = useTranslation('samples');
  return (
    <>
      <Showcase title="Empty: its name as the placeholder" padded={false}>
        <Controlled />
      </Showcase>
      <Showcase title="Typed" padded={false}>
        <Controlled initial={t('searchList.delhi')} />
      </Showcase>
    </>
  );
}

export const Catalog: Story = { render: () => <SearchBarCatalog /> };
