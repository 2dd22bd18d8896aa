import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { PhoneField } from '../PhoneField.tsx';
import type { PhoneFieldProps, PhonePrefix } from '../PhoneField.tsx';

/** A few countries with their calling codes (the page gets them from the location list). */
function usePrefixes(): PhonePrefix[] {
  const { t } = useTranslation('samples');
  return [
    { value: 'IN', code: '+91', label: t('phoneField.india'), keywords: ['India'] },
    { value: 'AE', code: '+971', label: t('phoneField.uae'), keywords: ['United Arab Emirates'] },
    { value: 'GB', code: '+44', label: t('phoneField.uk'), keywords: ['United Kingdom'] },
    { value: 'US', code: '+1', label: t('phoneField.us'), keywords: ['United States'] },
    { value: 'CA', code: '+1', label: t('phoneField.canada'), keywords: ['Canada'] },
    { value: 'SG', code: '+65', label: t('phoneField.singapore'), keywords: ['Singapore'] },
  ];
}

function Controlled(props: Partial<PhoneFieldProps>) {
  const { t } = useTranslation('samples');
  const prefixes = usePrefixes();
  const [prefix, setPrefix] = useState(props.prefix ?? 'IN');
  const [number, setNumber] = useState(props.number ?? '');
  return (
    <PhoneField
      label={t('phoneField.label')}
      {...props}
      prefixes={prefixes}
      prefix={prefix}
      onPrefixChange={(value) => {
        setPrefix(value);
        props.onPrefixChange?.(value);
      }}
      number={number}
      onNumberChange={(value) => {
        setNumber(value);
        props.onNumberChange?.(value);
      }}
    />
  );
}

const meta = {
  title: 'Components/PhoneField',
  component: PhoneField,
  args: {
    label: 'Contact phone',
    prefixes: [],
    prefix: 'IN',
    number: '98765 43210',
    onPrefixChange: fn(),
    onNumberChange: fn(),
  },
  render: (args) => <Controlled {...args} />,
  decorators: [
    (Story) => (
      <div style={{ padding: 'var(--space-4)', background: 'var(--colour-surface)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

function PhoneFieldCatalog() {
  const { t } = useTranslation('samples');
  return (
    <>
      <Showcase title="Empty, India chosen">
        <Controlled number="" placeholder={t('phoneField.placeholder')} />
      </Showcase>
      <Showcase title="Filled, another country">
        <Controlled prefix="AE" number="50 123 4567" />
      </Showcase>
      <Showcase title="Refused by the server">
        <Controlled number="12345" error={t('phoneField.invalid')} />
      </Showcase>
      <Showcase title="Disabled while sending">
        <Controlled number="98765 43210" disabled />
      </Showcase>
    </>
  );
}

export const Catalog: Story = { render: () => <PhoneFieldCatalog /> };
