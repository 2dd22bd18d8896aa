import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { RadioGroup } from '../RadioGroup.tsx';
import type { RadioGroupProps } from '../RadioGroup.tsx';

function Controlled(props: RadioGroupProps) {
  const [value, setValue] = useState(props.value);
  return <RadioGroup {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Receive the payout to',
    value: 'upi',
    onChange: () => {},
    options: [
      { value: 'upi', label: 'UPI', description: 'Within 2 hours, no fee' },
      { value: 'bank', label: 'Bank account', description: '1–2 working days, ₹10 fee' },
      { value: 'usdt', label: 'USDT wallet', description: 'Not available for this plan', disabled: true },
    ],
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

function RadioGroupCatalog() {
  const { t } = useTranslation('samples');
  const payout = [
    { value: 'upi', label: t('radioGroup.upi'), description: t('radioGroup.upiHint') },
    { value: 'bank', label: t('radioGroup.bank'), description: t('radioGroup.bankHint') },
    { value: 'usdt', label: t('radioGroup.usdt'), description: t('radioGroup.usdtHint'), disabled: true },
  ];
  const period = [
    { value: '1m', label: t('radioGroup.month1') },
    { value: '3m', label: t('radioGroup.month3') },
    { value: '6m', label: t('radioGroup.month6') },
    { value: '1y', label: t('radioGroup.year1') },
  ];
  const noop = () => {};
  return (
    <>
      <Showcase title="Vertical, with descriptions and a disabled option" padded={false}>
        <Controlled label={t('radioGroup.payout')} options={payout} value="upi" onChange={noop} />
      </Showcase>
      <Showcase title="Inline" padded={false}>
        <Controlled
          label={t('radioGroup.period')}
          layout="inline"
          options={period}
          value="3m"
          onChange={noop}
        />
      </Showcase>
      <Showcase title="Nothing chosen, with an error" padded={false}>
        <Controlled
          label={t('radioGroup.payout')}
          options={payout}
          value={undefined}
          onChange={noop}
          error={t('radioGroup.error')}
        />
      </Showcase>
      <Showcase title="Whole group disabled" padded={false}>
        <Controlled
          label={t('radioGroup.period')}
          layout="inline"
          options={period}
          value="1y"
          onChange={noop}
          disabled
        />
      </Showcase>
    </>
  );
}

export const Catalog: Story = { render: () => <RadioGroupCatalog /> };
