import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { ChoiceChips } from '../ChoiceChips.tsx';
import type { ChoiceChipsProps } from '../ChoiceChips.tsx';

function Controlled(props: ChoiceChipsProps) {
  const [value, setValue] = useState(props.value);
  return <ChoiceChips {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Components/ChoiceChips',
  component: ChoiceChips,
  args: {
    label: 'Slippage tolerance',
    value: '0.5',
    onChange: () => {},
    options: [
      { value: '0.1', label: '0.1%' },
      { value: '0.5', label: '0.5%' },
      { value: '1', label: '1%' },
      { value: 'custom', label: 'Custom' },
    ],
  },
  render: (args) => <Controlled {...args} />,
  decorators: [
    (Story) => (
      <div style={{ padding: 'var(--space-4)', background: 'var(--colour-surface)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChoiceChips>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

function ChoiceChipsCatalog() {
  const { t } = useTranslation('samples');
  const tolerance = [
    { value: '0.1', label: '0.1%' },
    { value: '0.5', label: '0.5%' },
    { value: '1', label: '1%' },
    { value: 'custom', label: t('choiceChips.custom') },
  ];
  const part = [
    { value: '25', label: '25%' },
    { value: '50', label: '50%' },
    { value: '75', label: '75%' },
    { value: '100', label: '100%' },
    { value: 'shares', label: t('choiceChips.byShares') },
  ];
  const noop = () => {};
  return (
    <>
      <Showcase title="Four choices, the middle one chosen">
        <Controlled label={t('choiceChips.tolerance')} options={tolerance} value="0.5" onChange={noop} />
      </Showcase>
      <Showcase title="Five choices (they wrap when the words are long)">
        <Controlled label={t('choiceChips.part')} options={part} value="100" onChange={noop} />
      </Showcase>
      <Showcase title="Nothing chosen yet">
        <Controlled
          label={t('choiceChips.tolerance')}
          options={tolerance}
          value={undefined}
          onChange={noop}
        />
      </Showcase>
      <Showcase title="One choice disabled">
        <Controlled
          label={t('choiceChips.part')}
          options={part.map((option) => ({ ...option, disabled: option.value === 'shares' }))}
          value="50"
          onChange={noop}
        />
      </Showcase>
      <Showcase title="Whole row disabled">
        <Controlled
          label={t('choiceChips.tolerance')}
          options={tolerance}
          value="1"
          onChange={noop}
          disabled
        />
      </Showcase>
    </>
  );
}

export const Catalog: Story = { render: () => <ChoiceChipsCatalog /> };
