import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Card } from '../../Card/Card.tsx';
import { Fieldset } from '../../Field/Field.tsx';
import { Page } from '../../Page/Page.tsx';
import { PasswordField } from '../PasswordField.tsx';

const meta = {
  title: 'Components/PasswordField',
  component: PasswordField,
  args: { label: 'Login password', placeholder: '8–15 characters', autoComplete: 'current-password' },
  decorators: [
    (Story) => (
      <Page>
        <Story />
      </Page>
    ),
  ],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <Card>
      <PasswordField {...args} />
    </Card>
  ),
};

export const Catalog: Story = {
  render: () => (
    <Card>
      <Fieldset>
        <PasswordField label="Empty" placeholder="8–15 characters" autoComplete="new-password" />
        <PasswordField label="Filled" defaultValue="Secret@2024" autoComplete="new-password" />
        <div data-reveal>
          <PasswordField label="Filled, shown" defaultValue="Secret@2024" autoComplete="new-password" />
        </div>
        <PasswordField
          label="With error"
          defaultValue="secret"
          autoComplete="new-password"
          error="8–15 characters with an upper-case letter, a lower-case letter, a digit and a special character"
        />
        <PasswordField
          label="Confirm password"
          defaultValue="Secret@2025"
          error="Second password inconsistent"
        />
        <PasswordField label="Disabled" defaultValue="Secret@2024" disabled />
      </Fieldset>
    </Card>
  ),
  play: ({ canvasElement }) => {
    canvasElement.querySelector<HTMLButtonElement>('[data-reveal] button')?.click();
  },
};
