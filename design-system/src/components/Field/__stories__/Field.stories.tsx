import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { Button } from '../../Button/Button.tsx';
import { Card } from '../../Card/Card.tsx';
import { Page } from '../../Page/Page.tsx';
import { Field, Fieldset } from '../Field.tsx';

const meta = {
  title: 'Components/Field',
  component: Field,
  args: { label: 'Mobile number', placeholder: 'Enter your mobile number', inputMode: 'tel' },
  // A field has no inset of its own: it lines up with the content edge of the card that holds it.
  decorators: [
    (Story) => (
      <Page>
        <Story />
      </Page>
    ),
  ],
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <Card>
      <Field {...args} />
    </Card>
  ),
};

function Validating() {
  const [value, setValue] = useState('12');
  const error = /^\d{6}$/.test(value) ? undefined : 'Enter the 6-digit code';
  return (
    <Field
      label="Verification code"
      inputMode="numeric"
      value={value}
      onChange={(event) => setValue(event.target.value)}
      error={error}
      suffix={
        <Button size="sm" variant="secondary">
          Send code
        </Button>
      }
    />
  );
}

const rows = {
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: 'var(--space-2)',
  margin: 0,
  fontSize: 'var(--font-size-sm)',
} as const;

export const Catalog: Story = {
  render: () => (
    <>
      <Showcase title="States" padded={false}>
        <Card>
          <Fieldset>
            <Field label="Empty" placeholder="Placeholder text" />
            <Field label="Filled" defaultValue="Priya Sharma" />
            <Field label="Amount" defaultValue="5000" inputMode="decimal" suffix="₹" />
            <Field label="With error" defaultValue="abc" error="Enter a valid amount" />
            <Field label="Disabled" defaultValue="Read only value" disabled />
            <Field label="Password" type="password" defaultValue="secret123" />
            <Validating />
          </Fieldset>
        </Card>
      </Showcase>
      <Showcase title="Lined up with the card's other rows" padded={false}>
        <Card>
          <Fieldset>
            <Field label="Amount (USDT)" defaultValue="30.95" inputMode="decimal" />
            <dl style={rows}>
              <dt>Fee</dt>
              <dd style={{ margin: 0, textAlign: 'right' }}>0.95 USDT</dd>
              <dt>Amount received</dt>
              <dd style={{ margin: 0, textAlign: 'right' }}>30.95 USDT</dd>
            </dl>
            <Button block>Confirm</Button>
          </Fieldset>
        </Card>
      </Showcase>
      <Showcase title="Hindi labels and an error" padded={false}>
        <Card>
          <Fieldset>
            <Field
              label="राशि (USDT)"
              defaultValue="0.001"
              error="USDT की राशि में अधिकतम 6 दशमलव अंक हो सकते हैं"
            />
            <Field label="ईमेल" type="email" placeholder="अपना ईमेल दर्ज करें" />
          </Fieldset>
        </Card>
      </Showcase>
      <Showcase title="In a disabled fieldset" padded={false}>
        <Card>
          <Fieldset disabled>
            <Field label="In a disabled fieldset" defaultValue="100.00" />
            <Button block>Submit</Button>
          </Fieldset>
        </Card>
      </Showcase>
    </>
  ),
};
