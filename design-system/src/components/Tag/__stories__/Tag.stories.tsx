import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { ClockIcon } from '../../../icons/ClockIcon.tsx';
import { SuccessIcon } from '../../../icons/SuccessIcon.tsx';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { Tag } from '../Tag.tsx';

const meta = {
  title: 'Components/Tag',
  component: Tag,
  args: { tone: 'warning', children: 'Under review' },
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  decorators: [
    (Story) => (
      <div style={{ padding: 'var(--space-4)' }}>
        <Story />
      </div>
    ),
  ],
};

function TagCatalog() {
  const { t } = useTranslation('samples');
  return (
    <>
      <Showcase title="Tones">
        <Tag tone="neutral">{t('tag.closed')}</Tag>
        <Tag tone="primary">{t('tag.recommended')}</Tag>
        <Tag tone="success">{t('tag.active')}</Tag>
        <Tag tone="warning">{t('tag.review')}</Tag>
        <Tag tone="danger">{t('tag.failed')}</Tag>
      </Showcase>
      <Showcase title="With an icon">
        <Tag tone="success" icon={<SuccessIcon />}>
          {t('tag.completed')}
        </Tag>
        <Tag tone="warning" icon={<ClockIcon />}>
          {t('tag.review')}
        </Tag>
      </Showcase>
      <Showcase title="Beside a title">
        <p style={{ margin: 0, fontSize: 'var(--font-size-lg)', fontWeight: 'var(--font-weight-medium)' }}>
          {t('tag.planName')} <Tag tone="primary">{t('tag.new')}</Tag>
        </p>
      </Showcase>
    </>
  );
}

export const Catalog: Story = { render: () => <TagCatalog /> };
