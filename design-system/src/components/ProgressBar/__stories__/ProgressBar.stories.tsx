import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { Card } from '../../Card/Card.tsx';
import { Page } from '../../Page/Page.tsx';
import { ProgressBar } from '../ProgressBar.tsx';
import type { ProgressBarProps } from '../ProgressBar.tsx';

/** A bar whose label comes from the sample copy unless Controls set one. */
function SampleProgressBar({ label, percent = '37.50', ...props }: Partial<ProgressBarProps>) {
  const { t } = useTranslation('samples');
  return <ProgressBar {...props} percent={percent} label={label ?? t('progressBar.sold')} />;
}

// Typed by the component, not by `satisfies`: the required label comes from the sample copy.
const meta: Meta<typeof ProgressBar> = {
  title: 'Components/ProgressBar',
  component: ProgressBar,
  args: { percent: '37.50', tone: 'primary', showLabel: true },
  render: (args) => (
    <Card>
      <SampleProgressBar {...args} />
    </Card>
  ),
  // A bar stands on a card: its track is drawn for the card's white.
  decorators: [
    (Story) => (
      <Page>
        <Story />
      </Page>
    ),
  ],
};

export default meta;
type Story = StoryObj<typeof ProgressBar>;

export const Default: Story = {};

const stack = { display: 'grid', gap: 'var(--space-4)' } as const;

function ProgressBarCatalog() {
  const { t } = useTranslation('samples');
  return (
    <>
      <Showcase title="Values, 0 to 100" padded={false}>
        <Card style={stack}>
          <ProgressBar percent="0.00" label={t('progressBar.nothingSold')} />
          <ProgressBar percent="12.34" label={t('progressBar.sold')} />
          <ProgressBar percent={66.7} label={t('progressBar.sold')} />
          <ProgressBar percent="100.00" label={t('progressBar.soldOut')} tone="warning" />
        </Card>
      </Showcase>
      <Showcase title="Tones: the caption says the same in words" padded={false}>
        <Card style={stack}>
          <ProgressBar percent={45} label={t('progressBar.sold')} tone="primary" />
          <ProgressBar percent={100} label={t('progressBar.goalReached')} tone="success" />
          <ProgressBar percent={92} label={t('progressBar.dailyLimit')} tone="warning" />
          <ProgressBar percent={45} label={t('progressBar.closed')} tone="muted" />
        </Card>
      </Showcase>
      <Showcase title="With a detail line; without a caption" padded={false}>
        <Card style={stack}>
          <ProgressBar percent="58.2" label={t('progressBar.raised')} detail={t('progressBar.raisedOf')} />
          <ProgressBar percent="58.2" label={t('progressBar.raised')} showLabel={false} />
        </Card>
      </Showcase>
      <Showcase title="Out of range, unknown, long label" padded={false}>
        <Card style={stack}>
          <ProgressBar percent="140" label={t('progressBar.soldOut')} tone="warning" />
          <ProgressBar percent="not a number" label={t('progressBar.unknown')} valueText="—" />
          <ProgressBar percent="73" label={t('progressBar.longLabel')} />
        </Card>
      </Showcase>
    </>
  );
}

export const Catalog: Story = { render: () => <ProgressBarCatalog /> };
