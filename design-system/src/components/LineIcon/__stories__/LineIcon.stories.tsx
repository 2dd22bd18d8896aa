import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { useTranslation } from 'react-i18next';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { DepositIcon } from '../../../icons/DepositIcon.tsx';
import { LanguageIcon } from '../../../icons/LanguageIcon.tsx';
import { SecurityIcon } from '../../../icons/SecurityIcon.tsx';
import { WarningIcon } from '../../../icons/WarningIcon.tsx';
import { LineIcon } from '../LineIcon.tsx';

const meta = {
  title: 'Components/LineIcon',
  component: LineIcon,
  args: { icon: SecurityIcon, size: 24 },
  argTypes: {
    icon: { control: false },
    size: { control: 'inline-radio', options: [16, 20, 24] },
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 'var(--space-4)', color: 'var(--colour-primary)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LineIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

function LineIconCatalog() {
  const { t } = useTranslation('samples');
  const row = { display: 'flex', alignItems: 'center', gap: 'var(--space-3)' } as const;
  return (
    <>
      <Showcase title="Sizes: 24 (tiles, bars) · 20 (cells, menus) · 16 (beside text)">
        <div style={{ ...row, color: 'var(--colour-primary)' }}>
          <LineIcon icon={DepositIcon} />
          <LineIcon icon={DepositIcon} size={20} />
          <LineIcon icon={DepositIcon} size={16} />
        </div>
      </Showcase>
      <Showcase title="Decorative: the text beside it says the same">
        <p style={{ ...row, margin: 0 }}>
          <span style={{ color: 'var(--colour-primary)', display: 'inline-flex' }}>
            <LineIcon icon={LanguageIcon} size={20} />
          </span>
          {t('lineIcon.language')}
        </p>
      </Showcase>
      <Showcase title="Standing alone: named by label">
        <p style={{ ...row, margin: 0, color: 'var(--colour-warning)' }}>
          <LineIcon icon={WarningIcon} size={20} label={t('lineIcon.warning')} />
          <span>{t('lineIcon.pausedUntil')}</span>
        </p>
      </Showcase>
    </>
  );
}

export const Catalog: Story = { render: () => <LineIconCatalog /> };
