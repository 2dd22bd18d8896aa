import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { Skeleton } from '../Skeleton.tsx';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  args: { rows: 3, avatar: false, title: true },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** What the avatar skeleton stands for once loaded, to compare their sizes. */
function LoadedNotice() {
  const { t } = useTranslation('samples');
  return (
    <div
      style={{
        display: 'flex',
        gap: 'var(--space-3)',
        padding: 'var(--space-4)',
        background: 'var(--colour-surface)',
      }}
    >
      <div
        style={{
          flex: 'none',
          width: 40,
          height: 40,
          borderRadius: 'var(--radius-full)',
          background: 'var(--colour-primary-soft)',
        }}
      />
      <div>
        <p style={{ margin: 0, fontWeight: 'var(--font-weight-medium)' }}>{t('skeleton.title')}</p>
        <p style={{ margin: 0, color: 'var(--colour-text-secondary)' }}>{t('skeleton.body')}</p>
      </div>
    </div>
  );
}

export const Catalog: Story = {
  render: () => (
    <>
      <Showcase title="Title and rows (default)" padded={false}>
        <Skeleton />
      </Showcase>
      <Showcase title="Avatar" padded={false}>
        <Skeleton avatar rows={2} />
      </Showcase>
      <Showcase title="The same, loaded" padded={false}>
        <LoadedNotice />
      </Showcase>
      <Showcase title="Rows only" padded={false}>
        <Skeleton title={false} rows={4} />
      </Showcase>
      <Showcase title="Title only" padded={false}>
        <Skeleton rows={0} />
      </Showcase>
      <Showcase title="One row (a figure)" padded={false}>
        <Skeleton title={false} rows={1} />
      </Showcase>
    </>
  ),
};
