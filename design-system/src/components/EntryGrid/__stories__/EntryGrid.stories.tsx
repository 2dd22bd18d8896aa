import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { LineIcon } from '../../LineIcon/LineIcon.tsx';
import { EntryGrid, type EntryGridItem } from '../EntryGrid.tsx';

const ICON = <LineIcon paths={['M3 7h18v12H3z', 'M3 11h18', 'M12 3v6', 'M9 6l3 3 3-3', 'M7 15h3']} />;
const tile = (key: string, label: string): EntryGridItem => ({ key, label, icon: ICON, onOpen: () => {} });

const meta = {
  title: 'Components/EntryGrid',
  component: EntryGrid,
  args: {
    heading: 'Quick entries',
    headingId: 'story-entries',
    items: [
      tile('deposit', 'Deposit'),
      tile('withdraw', 'Withdraw'),
      tile('convert', 'Convert'),
      tile('reserve', 'Reserve'),
    ],
  },
} satisfies Meta<typeof EntryGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Catalog: Story = {
  render: () => (
    <>
      <Showcase title="One row" padded={false}>
        <EntryGrid
          heading="Wallet"
          headingId="story-one-row"
          items={[tile('a', 'Deposit'), tile('b', 'Withdraw'), tile('c', 'Convert')]}
        />
      </Showcase>
      <Showcase title="Two rows, long labels wrap" padded={false}>
        <EntryGrid
          heading="Features"
          headingId="story-two-rows"
          items={[
            tile('a', 'Daily check-in'),
            tile('b', 'Invite friends'),
            tile('c', 'My team'),
            tile('d', 'VIP challenge'),
            tile('e', 'Rankings'),
            tile('f', 'Balance guarantee and piggy bank'),
          ]}
        />
      </Showcase>
    </>
  ),
};
