import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { Card } from '../../Card/Card.tsx';
import { Note } from '../../Note/Note.tsx';
import { Page, SectionTitle } from '../Page.tsx';

const meta = {
  title: 'Components/Page',
  component: Page,
  args: { children: <Card>The page background, with room at the bottom.</Card> },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Catalog: Story = {
  render: () => (
    <>
      <Showcase title="Cards and a note" padded={false}>
        <Page>
          <Card as="section" title="Fund" titleId="story-page-fund">
            Daily income, withdraw any time.
          </Card>
          <SectionTitle>Payment</SectionTitle>
          <Card>Amount and payment method.</Card>
          <Note>Income starts the next working day.</Note>
        </Page>
      </Showcase>
      <Showcase title="Empty" padded={false}>
        <Page>
          <Note>Nothing here yet.</Note>
        </Page>
      </Showcase>
    </>
  ),
};
