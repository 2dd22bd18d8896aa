import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from '../../Button/Button.tsx';
import { Field, Fieldset } from '../Field.tsx';

const meta = {
  title: 'Components/Field',
  component: Field,
  args: { label: 'Mobile number', placeholder: 'Enter your mobile number', inputMode: 'tel' },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

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

export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'flex', flexDirection: 'column', paddingTop: 'var(--space-3)' }}>
      <Field label="Empty" placeholder="Placeholder text" />
      <Field label="Filled" defaultValue="Priya Sharma" />
      <Field label="Amount" defaultValue="5000" inputMode="decimal" suffix="₹" />
      <Field label="With error" defaultValue="abc" error="Enter a valid amount" />
      <Field label="Disabled" defaultValue="Read only value" disabled />
      <Field label="Password" type="password" defaultValue="secret123" />
      <Validating />
      <div style={{ padding: 'var(--space-4)' }}>
        <Fieldset disabled>
          <Field label="In a disabled fieldset" defaultValue="100.00" />
          <Button block>Submit</Button>
        </Fieldset>
      </div>
    </div>
  ),
};
