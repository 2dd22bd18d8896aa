import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { Button } from '../../Button/Button.tsx';
import { Cell } from '../../Cell/Cell.tsx';
import { Page } from '../../Page/Page.tsx';
import { Skeleton } from '../../Skeleton/Skeleton.tsx';
import { Card, CardActions, CardIdentity, CardTitle } from '../Card.tsx';
import type { CardProps } from '../Card.tsx';

/** A card whose title and text come from the sample copy unless Controls set them. */
function SampleCard({ title, children, ...props }: CardProps) {
  const { t } = useTranslation('samples');
  return (
    <Card {...props} title={title ?? t('card.aboutTitle')}>
      {children ?? t('card.aboutBody')}
    </Card>
  );
}

const meta = {
  title: 'Components/Card',
  component: Card,
  args: { as: 'section', titleId: 'story-card-title', raised: false, flush: false },
  render: (args) => <SampleCard {...args} />,
  decorators: [
    (Story) => (
      <Page>
        <Story />
      </Page>
    ),
  ],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

const avatar = (
  <span
    aria-hidden="true"
    style={{
      display: 'block',
      width: 56,
      height: 56,
      borderRadius: 'var(--radius-full)',
      background: 'var(--colour-primary-soft)',
    }}
  />
);

const badge = {
  flex: 'none',
  padding: '0 var(--space-2)',
  borderRadius: 'var(--radius-full)',
  background: 'var(--colour-success-soft)',
  color: 'var(--colour-success)',
  fontSize: 'var(--font-size-xs)',
  lineHeight: '20px',
} as const;

const secondaryText = { margin: 0, fontSize: 'var(--font-size-sm)', color: 'var(--colour-text-secondary)' };

function CardCatalog() {
  const { t } = useTranslation('samples');
  return (
    <>
      <Showcase title="Titled section" padded={false}>
        <Card as="section" title={t('card.rulesTitle')} titleId="story-card-rules">
          {t('card.rulesBody')}
        </Card>
      </Showcase>
      <Showcase title="Plain" padded={false}>
        <Card>{t('card.depositBody')}</Card>
      </Showcase>
      <Showcase title="Raised: a card that stands on its own" padded={false}>
        <Card as="section" raised aria-label={t('card.loginLabel')}>
          {t('card.loginBody')}
        </Card>
      </Showcase>
      <Showcase title="Flush: rows to the edges" padded={false}>
        <Card as="section" flush aria-label={t('card.moveMoney')}>
          <Cell title={t('card.moveIn')} onClick={() => undefined} />
          <Cell title={t('card.moveOut')} onClick={() => undefined} />
        </Card>
      </Showcase>
      <Showcase title="Heading in a row with a status" padded={false}>
        <Card as="section" aria-labelledby="story-card-row">
          <div style={{ display: 'flex', alignItems: 'baseline', gap: 'var(--space-2)' }}>
            <CardTitle id="story-card-row" style={{ flex: 1, minWidth: 0 }}>
              {t('card.fundName')}
            </CardTitle>
            <span style={badge}>{t('card.onSale')}</span>
          </div>
          <p style={secondaryText}>{t('card.fundSummary')}</p>
        </Card>
      </Showcase>
      <Showcase title="Identity and actions" padded={false}>
        <Card as="section" raised aria-labelledby="story-card-guest">
          <CardIdentity media={avatar} title={t('card.guest')} titleId="story-card-guest">
            <p style={secondaryText}>{t('card.guestPrompt')}</p>
          </CardIdentity>
          <CardActions>
            <Button block>{t('card.login')}</Button>
            <Button block variant="secondary">
              {t('card.register')}
            </Button>
          </CardActions>
        </Card>
      </Showcase>
      <Showcase title="Identity with a long name" padded={false}>
        <Card as="section" raised aria-labelledby="story-card-member">
          <CardIdentity media={avatar} title={t('card.memberName')} titleId="story-card-member">
            <p style={secondaryText}>{t('card.memberId')}</p>
          </CardIdentity>
        </Card>
      </Showcase>
      <Showcase title="Loading: a skeleton edge to edge" padded={false}>
        <Card as="section" flush aria-label={t('card.loadingLabel')}>
          <Skeleton rows={3} />
        </Card>
      </Showcase>
      <Showcase title="Two cards, one under the other" padded={false}>
        <Card title={t('card.holdingTitle')} titleId="story-card-holding" as="section">
          {t('card.holdingBody')}
        </Card>
        <Card title={t('card.incomeTitle')} titleId="story-card-income" as="section">
          {t('card.incomeBody')}
        </Card>
      </Showcase>
    </>
  );
}

export const Catalog: Story = { render: () => <CardCatalog /> };
