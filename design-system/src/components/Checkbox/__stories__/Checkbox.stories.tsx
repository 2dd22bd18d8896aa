import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { Checkbox } from '../Checkbox.tsx';
import type { CheckboxProps } from '../Checkbox.tsx';

function Controlled(props: Omit<CheckboxProps, 'onChange'>) {
  const [checked, setChecked] = useState(props.checked);
  return <Checkbox {...props} checked={checked} onChange={setChecked} />;
}

const terms = (
  <>
    I have read and agree to the <a href="#terms">User Agreement</a> and the{' '}
    <a href="#privacy">Privacy Policy</a>
  </>
);

const meta = {
  title: 'Components/Checkbox',
  component: Controlled,
  args: { checked: false, children: terms },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Catalog: Story = {
  render: () => (
    <>
      <Showcase title="States" padded={false}>
        <Controlled checked={false}>Unchecked</Controlled>
        <Controlled checked>Checked</Controlled>
        <Controlled checked={false} error="Agree to the terms first">
          {terms}
        </Controlled>
        <Controlled checked disabled>
          Checked, disabled
        </Controlled>
        <Controlled checked={false} disabled>
          Unchecked, disabled
        </Controlled>
      </Showcase>
      <Showcase title="Long label" padded={false}>
        <Controlled checked={false}>
          Remember this device for 30 days so that I am not asked for the verification code again on it
        </Controlled>
      </Showcase>
    </>
  ),
};
