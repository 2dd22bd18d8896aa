import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { WalletIcon } from '@h5/design-system';
import { CalendarIcon, SwapIcon } from '@h5/design-system/Icons';
import { Avatar } from '@h5/design-system/Avatar';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { LoginPrompt } from '../LoginPrompt.tsx';

const meta = {
  title: 'Components/LoginPrompt',
  component: LoginPrompt,
  args: {
    title: 'Your wallet',
    description: 'Log in to see your assets and balance details',
    icon: <WalletIcon width={28} height={28} />,
    onLogin: fn(),
    onRegister: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 'var(--space-4) 0', background: 'var(--colour-bg)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LoginPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

function LoginPromptCatalog() {
  const { t } = useTranslation('samples');
  const noop = () => {};
  return (
    <>
      <Showcase title="An area's icon in a badge" padded={false}>
        <LoginPrompt
          title={t('loginPrompt.plansTitle')}
          description={t('loginPrompt.plansPrompt')}
          icon={<CalendarIcon width={28} height={28} />}
          onLogin={noop}
          onRegister={noop}
        />
      </Showcase>
      <Showcase title="A long description that wraps" padded={false}>
        <LoginPrompt
          title={t('loginPrompt.swapTitle')}
          description={t('loginPrompt.swapPrompt')}
          icon={<SwapIcon width={28} height={28} />}
          onLogin={noop}
          onRegister={noop}
        />
      </Showcase>
      <Showcase title="A guest's avatar in place of the badge" padded={false}>
        <LoginPrompt
          title={t('loginPrompt.guest')}
          description={t('loginPrompt.guestPrompt')}
          media={<Avatar name={t('loginPrompt.guest')} size="lg" />}
          onLogin={noop}
          onRegister={noop}
        />
      </Showcase>
    </>
  );
}

export const Catalog: Story = { render: () => <LoginPromptCatalog /> };
