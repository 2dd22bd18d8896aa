import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { WarningIcon } from '../../../icons/WarningIcon.tsx';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { NoticeBar } from '../NoticeBar.tsx';

const meta = {
  title: 'Components/NoticeBar',
  component: NoticeBar,
  args: {
    tone: 'info',
    scrollable: true,
    children:
      'Withdrawals made after 4 pm IST are paid on the next working day: plan your payouts ahead of the Diwali holidays (1–3 November).',
    link: <a href="#notice">Details</a>,
    onClose: () => {},
  },
} satisfies Meta<typeof NoticeBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

function NoticeBarCatalog() {
  const { t } = useTranslation('samples');
  const noop = () => {};
  return (
    <>
      <Showcase title="Short, fits on one line" padded={false}>
        <NoticeBar>{t('noticeBar.short')}</NoticeBar>
      </Showcase>
      <Showcase
        title="Long, scrolling (pauses on touch, hover and focus; wraps under reduced motion)"
        padded={false}
      >
        <NoticeBar scrollable>{t('noticeBar.long')}</NoticeBar>
      </Showcase>
      <Showcase title="Long, wrapping" padded={false}>
        <NoticeBar>{t('noticeBar.long')}</NoticeBar>
      </Showcase>
      <Showcase title="Warning, with a link and a close button" padded={false}>
        <NoticeBar
          tone="warning"
          icon={<WarningIcon />}
          link={<a href="#maintenance">{t('noticeBar.details')}</a>}
          onClose={noop}
        >
          {t('noticeBar.maintenance')}
        </NoticeBar>
      </Showcase>
      <Showcase title="Scrolling, with a link and a close button" padded={false}>
        <NoticeBar scrollable link={<a href="#holidays">{t('noticeBar.details')}</a>} onClose={noop}>
          {t('noticeBar.long')}
        </NoticeBar>
      </Showcase>
    </>
  );
}

export const Catalog: Story = { render: () => <NoticeBarCatalog /> };
