import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { Card } from '../../Card/Card.tsx';
import { Page } from '../../Page/Page.tsx';
import { Note } from '../Note.tsx';

const meta = {
  title: 'Components/Note',
  component: Note,
  args: { children: 'Income is paid on the first working day after the purchase is confirmed.' },
  decorators: [
    (Story) => (
      <Page>
        <Story />
      </Page>
    ),
  ],
} satisfies Meta<typeof Note>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Catalog: Story = {
  render: () => (
    <>
      <Showcase title="Under a card" padded={false}>
        <Card>Withdraw to a saved address.</Card>
        <Note>Withdrawals are reviewed within 24 hours. A network fee is taken from the amount.</Note>
      </Showcase>
      <Showcase title="Long text" padded={false}>
        <Note>
          The rate is fixed for 30 seconds. If it changes before you confirm, you are asked again with the new
          rate before anything is converted.
        </Note>
      </Showcase>
    </>
  ),
};
