import Bell from 'lucide-react/icons/bell';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { Avatar } from '../../Avatar/Avatar.tsx';
import { Badge } from '../Badge.tsx';
import styles from './BadgeStories.module.css';

/** An icon button with its name under the icon, like an entry of a grid: the badge joins the name. */
function IconEntry({ badge, label }: { badge: (icon: ReactNode) => ReactNode; label: ReactNode }) {
  return (
    <button type="button" className={styles.entry}>
      {badge(<Bell size="1em" aria-hidden="true" className={styles.icon} />)}
      <span>{label}</span>
    </button>
  );
}

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { count: 5, max: 99, dot: false },
  render: (args) => <IconEntry label="Notifications" badge={(icon) => <Badge {...args}>{icon}</Badge>} />,
} satisfies Meta<typeof Badge>;

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

function BadgeCatalog() {
  const { t } = useTranslation('samples');
  const name = t('badge.name');
  return (
    <>
      <Showcase title="Counts on an icon: 1, 42, 99+ (from 100)">
        <IconEntry label={t('badge.notifications')} badge={(icon) => <Badge count={1}>{icon}</Badge>} />
        <IconEntry label={t('badge.messages')} badge={(icon) => <Badge count={42}>{icon}</Badge>} />
        <IconEntry label={t('badge.messages')} badge={(icon) => <Badge count={1280}>{icon}</Badge>} />
        <IconEntry label={t('badge.notifications')} badge={(icon) => <Badge count={0}>{icon}</Badge>} />
      </Showcase>
      <Showcase title="Dot and count on an avatar">
        <Badge dot>
          <Avatar name={name} />
        </Badge>
        <Badge count={3} label={t('badge.unread')}>
          <Avatar name={name} />
        </Badge>
      </Showcase>
      <Showcase title="Inline, at the end of a row" padded={false}>
        <button type="button" className={styles.row}>
          <span>{t('badge.system')}</span>
          <Badge count={12} />
        </button>
      </Showcase>
    </>
  );
}

export const Catalog: Story = { render: () => <BadgeCatalog /> };
