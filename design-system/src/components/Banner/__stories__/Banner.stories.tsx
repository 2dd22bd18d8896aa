import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { Button } from '../../Button/Button.tsx';
import { Page } from '../../Page/Page.tsx';
import { Banner } from '../Banner.tsx';

const meta = {
  title: 'Components/Banner',
  component: Banner,
  args: { role: 'status', children: 'Withdrawals are paused for 23 h 59 min after a password change.' },
  decorators: [
    (Story) => (
      <Page>
        <Story />
      </Page>
    ),
  ],
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Catalog: Story = {
  render: () => (
    <>
      <Showcase title="A sentence" padded={false}>
        <Banner>Set a payment password before your first purchase.</Banner>
      </Showcase>
      <Showcase title="With a button" padded={false}>
        <Banner action={<Button size="sm">Set password</Button>}>
          Set a payment password before your first purchase.
        </Banner>
      </Showcase>
    </>
  ),
};
