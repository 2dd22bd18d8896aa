import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { consoleStory } from '../../../storybook/console/viewports.ts';
import { Amount } from '../../Amount/Amount.tsx';
import { StatCard, StatGrid, type StatCardProps } from '../StatCard.tsx';
import styles from './StatCardStories.module.css';

/** A card whose label and hint come from the sample copy unless Controls set them. */
function SampleStat({ label, value, hint, ...props }: Partial<StatCardProps>) {
  const { t } = useTranslation('samples');
  return (
    <div className={styles.single}>
      <StatCard
        {...props}
        label={label || t('statCard.pendingWithdrawals')}
        value={value ?? '14'}
        hint={hint ?? t('statCard.oldest')}
      />
    </div>
  );
}

const meta = {
  title: 'Components/StatCard',
  component: SampleStat,
  // An empty label shows the sample one, in the language of the toolbar.
  args: { label: '', tone: 'warning', loading: false },
  argTypes: {
    tone: { control: 'inline-radio', options: ['neutral', 'success', 'warning', 'danger'] },
  },
  ...consoleStory('desktop'),
} satisfies Meta<typeof SampleStat>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The dashboard's figures: members, money, reviews waiting, reserves and pools. */
function Dashboard({ loading = false }: { loading?: boolean }) {
  const { t } = useTranslation('samples');
  return (
    <StatGrid label={t('statCard.gridLabel')}>
      <StatCard
        label={t('statCard.members')}
        value="12,408"
        trend={{ direction: 'up', text: t('statCard.trendUp') }}
        href="#/console/members"
        loading={loading}
      />
      <StatCard label={t('statCard.newToday')} value="37" hint={t('statCard.updated')} loading={loading} />
      <StatCard
        label={t('statCard.moneyIn')}
        value={<Amount value="2841930.55" currency="USDT" />}
        hint={t('statCard.updated')}
        loading={loading}
      />
      <StatCard
        label={t('statCard.pendingWithdrawals')}
        value="14"
        tone="warning"
        hint={t('statCard.oldest')}
        href="#/console/withdrawals"
        loading={loading}
      />
      <StatCard
        label={t('statCard.pendingDeposits')}
        value="3"
        trend={{ direction: 'down', text: t('statCard.trendDown') }}
        href="#/console/deposits"
        loading={loading}
      />
      <StatCard
        label={t('statCard.coverage')}
        value="96.4 %"
        tone="danger"
        hint={t('statCard.coverageLow')}
        loading={loading}
      />
      <StatCard
        label={t('statCard.poolsShort')}
        value="2"
        tone="warning"
        hint={t('statCard.short')}
        href="#/console/funds"
        loading={loading}
      />
    </StatGrid>
  );
}

/** The whole dashboard grid at the window's width. */
export const Grid: Story = { render: () => <Dashboard /> };

function StatCardCatalog() {
  const { t } = useTranslation('samples');
  return (
    <>
      <Showcase title="A dashboard: every tone, trends, links to the pages behind the figures" padded={false}>
        <div className={styles.area}>
          <Dashboard />
        </div>
      </Showcase>
      <Showcase title="Loading" padded={false}>
        <div className={styles.area}>
          <Dashboard loading />
        </div>
      </Showcase>
      <Showcase title="As it should be (success); a long label and a large amount wrap" padded={false}>
        <div className={styles.area}>
          <StatGrid>
            <StatCard
              label={t('statCard.poolsShort')}
              value="0"
              tone="success"
              hint={t('statCard.allCovered')}
            />
            <StatCard
              label={t('statCard.longLabel')}
              value="1,204"
              tone="warning"
              hint={t('statCard.oldest')}
            />
            <StatCard
              label={t('statCard.moneyIn')}
              value={<Amount value="98765432109.99" currency="USDT" />}
            />
          </StatGrid>
        </div>
      </Showcase>
      <Showcase title="A phone (390 px): one card to a row" padded={false}>
        <div className={styles.phone}>
          <Dashboard />
        </div>
      </Showcase>
    </>
  );
}

export const Catalog: Story = { render: () => <StatCardCatalog /> };
