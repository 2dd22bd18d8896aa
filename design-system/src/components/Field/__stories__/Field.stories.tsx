import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { Button } from '../../Button/Button.tsx';
import { Card } from '../../Card/Card.tsx';
import { Page } from '../../Page/Page.tsx';
import { Field, Fieldset } from '../Field.tsx';
import type { FieldProps } from '../Field.tsx';

/** A field whose label and placeholder come from the sample copy unless Controls set them. */
function SampleField({ label, placeholder, ...props }: Partial<FieldProps>) {
  const { t } = useTranslation('samples');
  return (
    <Field
      {...props}
      label={label ?? t('field.mailbox')}
      placeholder={placeholder ?? t('field.mailboxPlaceholder')}
    />
  );
}

// Typed by the component, not by `satisfies`: the required label comes from the sample copy.
const meta: Meta<typeof Field> = {
  title: 'Components/Field',
  component: Field,
  args: { type: 'email', autoComplete: 'email', disabled: false },
  // Two of the input's own attributes that every field should set: the keyboard and the autofill.
  argTypes: {
    type: {
      description: "The input's type; with `inputMode`, it picks the phone's keyboard.",
      control: 'select',
      options: ['text', 'email', 'tel', 'password', 'search'],
    },
    autoComplete: { description: 'What the phone may fill in (`email`, `one-time-code`, `off` …).' },
  },
  render: (args) => (
    <Card>
      <SampleField {...args} />
    </Card>
  ),
  // A field has no inset of its own: it lines up with the content edge of the card that holds it.
  decorators: [
    (Story) => (
      <Page>
        <Story />
      </Page>
    ),
  ],
};

export default meta;
type Story = StoryObj<typeof Field>;

export const Default: Story = {};

/** A code field that checks as the member types: the error comes and goes. */
function CodeField() {
  const { t } = useTranslation('samples');
  const [value, setValue] = useState('12');
  return (
    <Field
      label={t('field.code')}
      inputMode="numeric"
      autoComplete="one-time-code"
      value={value}
      onChange={(event) => setValue(event.target.value)}
      error={/^\d{6}$/.test(value) ? undefined : t('field.codeError')}
      suffix={
        <Button size="sm" variant="secondary">
          {t('field.sendCode')}
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

function FieldCatalog() {
  const { t } = useTranslation('samples');
  return (
    <>
      <Showcase title="Empty, filled, with a unit" padded={false}>
        <Card>
          <Fieldset>
            <Field label={t('field.mailbox')} type="email" placeholder={t('field.mailboxPlaceholder')} />
            <Field label={t('field.nickname')} defaultValue={t('field.nicknameValue')} />
            <Field
              label={t('field.amount')}
              inputMode="decimal"
              placeholder={t('field.amountPlaceholder')}
              suffix="₹"
            />
          </Fieldset>
        </Card>
      </Showcase>
      <Showcase title="Invalid, with its message" padded={false}>
        <Card>
          <Fieldset>
            <Field
              label={t('field.amount')}
              inputMode="decimal"
              defaultValue="500"
              error={t('field.amountError')}
            />
            <CodeField />
          </Fieldset>
        </Card>
      </Showcase>
      <Showcase title="Read-only and disabled" padded={false}>
        <Card>
          <Fieldset>
            <Field label={t('field.memberId')} defaultValue="H5-204118" readOnly />
            <Field label={t('field.address')} defaultValue="TQ4mX8…p9xK" disabled />
          </Fieldset>
        </Card>
      </Showcase>
      <Showcase title="Long label and message" padded={false}>
        <Card>
          <Fieldset>
            <Field
              label={t('field.longLabel')}
              inputMode="decimal"
              defaultValue="20000"
              error={t('field.longError')}
              suffix="₹"
            />
            <Field
              label={t('field.usdtAmount')}
              inputMode="decimal"
              defaultValue="0.0000001"
              error={t('field.usdtError')}
            />
          </Fieldset>
        </Card>
      </Showcase>
      <Showcase title="Lined up with the card's other rows" padded={false}>
        <Card>
          <Fieldset>
            <Field label={t('field.usdtAmount')} defaultValue="30.95" inputMode="decimal" />
            <dl style={rows}>
              <dt>{t('field.fee')}</dt>
              <dd style={{ margin: 0, textAlign: 'right' }}>0.95 USDT</dd>
              <dt>{t('field.received')}</dt>
              <dd style={{ margin: 0, textAlign: 'right' }}>30.00 USDT</dd>
            </dl>
            <Button block>{t('field.confirm')}</Button>
          </Fieldset>
        </Card>
      </Showcase>
      <Showcase title="In a disabled Fieldset" padded={false}>
        <Card>
          <Fieldset disabled>
            <Field label={t('field.usdtAmount')} defaultValue="100.00" inputMode="decimal" />
            <Button block>{t('field.withdraw')}</Button>
          </Fieldset>
        </Card>
      </Showcase>
    </>
  );
}

export const Catalog: Story = { render: () => <FieldCatalog /> };
