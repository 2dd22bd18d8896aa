import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { Page } from '../../Page/Page.tsx';
import { Button } from '../../Button/Button.tsx';
import { Card, CardActions, CardIdentity, CardTitle } from '../Card.tsx';

const meta = {
  title: 'Components/Card',
  component: Card,
  args: {
    as: 'section',
    title: 'About this fund',
    titleId: 'story-card-title',
    children: 'A fixed-term fund that pays its income on the last day of every month.',
  },
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

export const Catalog: Story = {
  render: () => (
    <>
      <Showcase title="Titled section" padded={false}>
        <Card as="section" title="Purchase rules" titleId="story-card-rules">
          Orders placed before 15:00 start earning the next working day.
        </Card>
      </Showcase>
      <Showcase title="Plain" padded={false}>
        <Card>Scan the code with your wallet app to deposit.</Card>
      </Showcase>
      <Showcase title="Raised" padded={false}>
        <Card as="section" raised aria-label="Log in">
          Log in to see your balance and your orders.
        </Card>
      </Showcase>
      <Showcase title="Flush, raised" padded={false}>
        <Card as="section" raised flush aria-label="Move money">
          <div style={{ padding: 'var(--space-3) var(--space-4)', background: 'var(--colour-primary-soft)' }}>
            Edge to edge
          </div>
          <div style={{ padding: 'var(--space-3) var(--space-4)' }}>
            Rows or tabs run to the card's edges.
          </div>
        </Card>
      </Showcase>
      <Showcase title="Heading in a row" padded={false}>
        <Card as="section" aria-labelledby="story-card-row">
          <div style={{ display: 'flex', justifyContent: 'space-between', gap: 'var(--space-2)' }}>
            <CardTitle id="story-card-row">Growth fund 30</CardTitle>
            <span>Open</span>
          </div>
          A heading that shares its row with a badge.
        </Card>
      </Showcase>
      <Showcase title="Identity and actions" padded={false}>
        <Card as="section" raised aria-labelledby="story-card-identity">
          <CardIdentity
            media={
              <span
                aria-hidden="true"
                style={{
                  width: 56,
                  height: 56,
                  borderRadius: 'var(--radius-full)',
                  background: 'var(--colour-primary-soft)',
                }}
              />
            }
            title="Welcome"
            titleId="story-card-identity"
          >
            <span style={{ fontSize: 'var(--font-size-sm)', color: 'var(--colour-text-secondary)' }}>
              Log in to see your wallet.
            </span>
          </CardIdentity>
          <CardActions>
            <Button block>Log in</Button>
            <Button block variant="secondary">
              Register
            </Button>
          </CardActions>
        </Card>
      </Showcase>
      <Showcase title="Two cards" padded={false}>
        <Card title="First" titleId="story-card-first" as="section">
          One
        </Card>
        <Card title="Second" titleId="story-card-second" as="section">
          Two
        </Card>
      </Showcase>
    </>
  ),
};
