import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { Card } from '../../Card/Card.tsx';
import { Fieldset } from '../../Field/Field.tsx';
import { Page } from '../../Page/Page.tsx';
import { PasscodeInput } from '../PasscodeInput.tsx';
import type { PasscodeInputProps } from '../PasscodeInput.tsx';

/** Holds the digits, so the boxes can be typed in; the label comes from the sample copy unless set. */
function Controlled({ label, value = '', ...props }: Partial<PasscodeInputProps>) {
  const { t } = useTranslation('samples');
  const [digits, setDigits] = useState(value);
  return (
    <PasscodeInput
      {...props}
      label={label ?? t('passcodeInput.paymentPassword')}
      value={digits}
      onChange={setDigits}
    />
  );
}

// Typed by the component, not by `satisfies`: the label comes from the sample copy, the value from
// the story's own state.
const meta: Meta<typeof PasscodeInput> = {
  title: 'Components/PasscodeInput',
  component: PasscodeInput,
  args: { value: '', masked: true, length: 6, autoFocus: false },
  render: (args) => (
    <Card>
      <Controlled {...args} />
    </Card>
  ),
  // No inset of its own: the boxes line up with the content edge of the card that holds them.
  decorators: [
    (Story) => (
      <Page>
        <Story />
      </Page>
    ),
  ],
};

export default meta;
type Story = StoryObj<typeof PasscodeInput>;

export const Default: Story = {};

function AuthenticatorCard(props: Partial<PasscodeInputProps>) {
  const { t } = useTranslation('samples');
  return (
    <Card>
      <Controlled {...props} label={props.label ?? t('passcodeInput.authenticator')} />
    </Card>
  );
}

/** An authenticator code, digits shown, focused: the caret blinks in the first box. */
export const Authenticator: Story = {
  args: { masked: false, autoFocus: true },
  render: (args) => <AuthenticatorCard {...args} />,
};

function PasscodeInputCatalog() {
  const { t } = useTranslation('samples');
  return (
    <>
      <Showcase title="Payment password (masked): empty, partly typed, filled" padded={false}>
        <Card>
          <Fieldset>
            <Controlled label={t('passcodeInput.paymentPassword')} />
            <Controlled label={t('passcodeInput.paymentPassword')} value="123" />
            <Controlled label={t('passcodeInput.paymentPassword')} value="123456" />
          </Fieldset>
        </Card>
      </Showcase>
      <Showcase title="Invalid, with its message" padded={false}>
        <Card>
          <Fieldset>
            <Controlled
              label={t('passcodeInput.paymentPassword')}
              value="123456"
              error={t('passcodeInput.wrongPassword')}
            />
            <Controlled
              label={t('passcodeInput.authenticator')}
              value="48291"
              masked={false}
              error={t('passcodeInput.incomplete')}
            />
          </Fieldset>
        </Card>
      </Showcase>
      <Showcase title="Authenticator code (digits shown)" padded={false}>
        <Card>
          <Fieldset>
            <Controlled label={t('passcodeInput.authenticator')} masked={false} />
            <Controlled label={t('passcodeInput.authenticator')} value="482915" masked={false} />
          </Fieldset>
        </Card>
      </Showcase>
      <Showcase title="Long label and message" padded={false}>
        <Card>
          <Controlled
            label={t('passcodeInput.confirmNew')}
            value="654321"
            error={t('passcodeInput.mismatch')}
          />
        </Card>
      </Showcase>
      <Showcase title="Four digits" padded={false}>
        <Card>
          <Controlled label={t('passcodeInput.phoneDigits')} value="12" length={4} masked={false} />
        </Card>
      </Showcase>
    </>
  );
}

export const Catalog: Story = { render: () => <PasscodeInputCatalog /> };
