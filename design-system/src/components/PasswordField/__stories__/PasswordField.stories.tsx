import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { Card } from '../../Card/Card.tsx';
import { Fieldset } from '../../Field/Field.tsx';
import { Page } from '../../Page/Page.tsx';
import { PasswordField } from '../PasswordField.tsx';
import type { PasswordFieldProps } from '../PasswordField.tsx';

/** A password field whose label and placeholder come from the sample copy unless Controls set them. */
function SamplePasswordField({ label, placeholder, ...props }: Partial<PasswordFieldProps>) {
  const { t } = useTranslation('samples');
  return (
    <PasswordField
      {...props}
      label={label ?? t('passwordField.loginPassword')}
      placeholder={placeholder ?? t('passwordField.placeholder')}
    />
  );
}

// Typed by the component, not by `satisfies`: the required label comes from the sample copy.
const meta: Meta<typeof PasswordField> = {
  title: 'Components/PasswordField',
  component: PasswordField,
  args: { autoComplete: 'current-password', disabled: false },
  render: (args) => (
    <Card>
      <SamplePasswordField {...args} />
    </Card>
  ),
  decorators: [
    (Story) => (
      <Page>
        <Story />
      </Page>
    ),
  ],
};

export default meta;
type Story = StoryObj<typeof PasswordField>;

export const Default: Story = {};

function PasswordFieldCatalog() {
  const { t } = useTranslation('samples');
  return (
    <>
      <Showcase title="Empty, filled, filled and shown" padded={false}>
        <Card>
          <Fieldset>
            <PasswordField
              label={t('passwordField.loginPassword')}
              placeholder={t('passwordField.placeholder')}
              autoComplete="current-password"
            />
            <PasswordField
              label={t('passwordField.current')}
              defaultValue="Secret@2024"
              autoComplete="current-password"
            />
            <div data-reveal>
              <PasswordField
                label={t('passwordField.newPassword')}
                defaultValue="Secret@2025"
                autoComplete="new-password"
              />
            </div>
          </Fieldset>
        </Card>
      </Showcase>
      <Showcase title="Invalid, with its message" padded={false}>
        <Card>
          <Fieldset>
            <PasswordField
              label={t('passwordField.newPassword')}
              defaultValue="secret"
              autoComplete="new-password"
              error={t('passwordField.rule')}
            />
            <PasswordField
              label={t('passwordField.confirmPassword')}
              defaultValue="Secret@2026"
              autoComplete="new-password"
              error={t('passwordField.mismatch')}
            />
          </Fieldset>
        </Card>
      </Showcase>
      <Showcase title="Disabled" padded={false}>
        <Card>
          <PasswordField label={t('passwordField.current')} defaultValue="Secret@2024" disabled />
        </Card>
      </Showcase>
    </>
  );
}

export const Catalog: Story = {
  render: () => <PasswordFieldCatalog />,
  // One field with its password shown, to see the other icon and the plain text.
  play: ({ canvasElement }) => {
    canvasElement.querySelector<HTMLButtonElement>('[data-reveal] button')?.click();
  },
};
