import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { Card } from '../../Card/Card.tsx';
import { Fieldset } from '../../Field/Field.tsx';
import { Page } from '../../Page/Page.tsx';
import { PasscodeInput } from '../PasscodeInput.tsx';
import type { PasscodeInputProps } from '../PasscodeInput.tsx';

function Controlled(props: Omit<PasscodeInputProps, 'onChange'>) {
  const [value, setValue] = useState(props.value);
  return <PasscodeInput {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Components/PasscodeInput',
  component: Controlled,
  args: { label: 'Payment password', value: '', masked: true, length: 6 },
  // No inset of its own: the boxes line up with the content edge of the card that holds them.
  decorators: [
    (Story) => (
      <Page>
        <Story />
      </Page>
    ),
  ],
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

const inCard: Story['render'] = (args) => (
  <Card>
    <Controlled {...args} />
  </Card>
);

export const Default: Story = { render: inCard };

export const Authenticator: Story = {
  args: { label: 'Google Authenticator code', masked: false, autoFocus: true },
  render: inCard,
};

export const Catalog: Story = {
  render: () => (
    <>
      <Showcase title="Payment password (masked)" padded={false}>
        <Card>
          <Fieldset>
            <Controlled label="Empty" value="" />
            <Controlled label="Partly typed" value="123" />
            <Controlled label="Filled" value="123456" />
            <Controlled label="With error" value="123456" error="Wrong payment password, 4 tries left" />
          </Fieldset>
        </Card>
      </Showcase>
      <Showcase title="Authenticator code (digits shown)" padded={false}>
        <Card>
          <Fieldset>
            <Controlled label="Empty" value="" masked={false} />
            <Controlled label="Filled" value="482915" masked={false} />
            <Controlled label="With error" value="48291" masked={false} error="Enter the 6-digit code" />
          </Fieldset>
        </Card>
      </Showcase>
      <Showcase title="Four digits" padded={false}>
        <Card>
          <Controlled label="Length 4" value="12" length={4} masked={false} />
        </Card>
      </Showcase>
    </>
  ),
};
