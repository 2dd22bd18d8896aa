import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { Button } from '../../Button/Button.tsx';
import { Page } from '../../Page/Page.tsx';
import { Banner } from '../Banner.tsx';

const meta = {
  title: 'Components/Banner',
  component: Banner,
  args: {
    role: 'status',
    tone: 'warning',
    children: 'Withdrawals are paused for 23 h 59 min after a password change.',
  },
  argTypes: { tone: { control: 'inline-radio', options: ['info', 'success', 'warning', 'danger'] } },
  decorators: [
    (Story) => (
      <Page>
        <Story />
      </Page>
    ),
  ],
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

function BannerCatalog() {
  const { t } = useTranslation('samples');
  return (
    <>
      <Showcase title="Tones: info · success · warning (default) · danger" padded={false}>
        <Banner tone="info">{t('banner.info')}</Banner>
        <Banner tone="success">{t('banner.success')}</Banner>
        <Banner>{t('banner.warning')}</Banner>
        <Banner tone="danger">{t('banner.danger')}</Banner>
      </Showcase>
      <Showcase title="With a button" padded={false}>
        <Banner action={<Button size="sm">{t('banner.setPassword')}</Button>}>
          {t('banner.noPassword')}
        </Banner>
        <Banner
          tone="danger"
          action={
            <Button size="sm" variant="ghost">
              {t('banner.retry')}
            </Button>
          }
        >
          {t('banner.danger')}
        </Banner>
      </Showcase>
      <Showcase title="Long text" padded={false}>
        <Banner tone="info">{t('banner.long')}</Banner>
      </Showcase>
    </>
  );
}

export const Catalog: Story = { render: () => <BannerCatalog /> };
