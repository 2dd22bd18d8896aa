import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Showcase } from '../../Showcase.tsx';
import { FormTemplate } from '../MobileTemplates.tsx';

// A form: one card of fields, rules agreed, an action that names what happens.
const meta = {
  title: 'Templates/Form page',
  component: FormTemplate,
  args: { state: 'empty' },
  argTypes: { state: { control: 'inline-radio', options: ['empty', 'invalid', 'submitting'] } },
} satisfies Meta<typeof FormTemplate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every state, one under the other. */
export const Catalog: Story = {
  render: () => (
    <>
      <Showcase title="empty" padded={false}>
        <FormTemplate state="empty" />
      </Showcase>
      <Showcase title="invalid" padded={false}>
        <FormTemplate state="invalid" />
      </Showcase>
      <Showcase title="submitting" padded={false}>
        <FormTemplate state="submitting" />
      </Showcase>
    </>
  ),
};
