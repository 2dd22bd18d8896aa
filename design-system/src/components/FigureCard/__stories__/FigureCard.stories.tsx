import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { Amount } from '../../Amount/Amount.tsx';
import { Page } from '../../Page/Page.tsx';
import { FigureCard } from '../FigureCard.tsx';
import type { FigureCardProps } from '../FigureCard.tsx';

/** The member's total assets and their parts, in the sample copy's language. */
function TotalAssets(props: Partial<FigureCardProps>) {
  const { t } = useTranslation('samples');
  return (
    <FigureCard
      heading={t('figureCard.totalAssets')}
      headingId="story-total"
      figure={<Amount value="123559.27" />}
      facts={[
        { key: 'balance', label: t('figureCard.balance'), value: <Amount value="100000.00" /> },
        {
          key: 'usdt',
          label: t('figureCard.usdt'),
          value: <Amount value="1.234567" currency="USDT" balance />,
        },
        { key: 'piggy', label: t('figureCard.piggyBank'), value: <Amount value="23456.50" /> },
        { key: 'locked', label: t('figureCard.locked'), value: <Amount value="0.00" /> },
      ]}
      note={t('figureCard.note')}
      {...props}
    />
  );
}

// Typed by the component, not by `satisfies`: the required copy comes from `TotalAssets`, not args.
const meta: Meta<typeof FigureCard> = {
  title: 'Components/FigureCard',
  component: FigureCard,
  render: (args) => <TotalAssets {...args} />,
  decorators: [
    (Story) => (
      <Page>
        <Story />
      </Page>
    ),
  ],
};

export default meta;
type Story = StoryObj<typeof FigureCard>;

/** The copy and the figures come from the sample copy; Controls override them one by one. */
export const Default: Story = {};

function FigureCardCatalog() {
  const { t } = useTranslation('samples');
  return (
    <>
      <Showcase title="Four facts and a note" padded={false}>
        <TotalAssets headingId="story-four" />
      </Showcase>
      <Showcase title="Without a rate: the note says what is left out" padded={false}>
        <TotalAssets
          headingId="story-no-rate"
          figure={<Amount value="123456.50" />}
          note={t('figureCard.noteNoRate')}
        />
      </Showcase>
      <Showcase title="Two facts, one of them text, no note" padded={false}>
        <FigureCard
          heading={t('figureCard.piggyHeading')}
          headingId="story-two"
          figure={<Amount value="5000.00" />}
          facts={[
            { key: 'rate', label: t('figureCard.annualRate'), value: '3.65%' },
            { key: 'interest', label: t('figureCard.interest'), value: <Amount value="12.34" /> },
          ]}
        />
      </Showcase>
      <Showcase title="Long labels, large figures" padded={false}>
        <FigureCard
          heading={t('figureCard.longHeading')}
          headingId="story-long"
          figure={<Amount value="98765432101.99" />}
          facts={[
            { key: 'balance', label: t('figureCard.longBalance'), value: <Amount value="12345678901.00" /> },
            {
              key: 'usdt',
              label: t('figureCard.usdt'),
              value: <Amount value="12345678.123456" currency="USDT" balance />,
            },
            { key: 'piggy', label: t('figureCard.piggyBank'), value: <Amount value="4500000.50" /> },
            { key: 'locked', label: t('figureCard.longLocked'), value: <Amount value="86420975.99" /> },
          ]}
          note={t('figureCard.note')}
        />
      </Showcase>
      <Showcase title="Nothing yet: zeros" padded={false}>
        <TotalAssets
          headingId="story-zero"
          figure={<Amount value="0" />}
          facts={[
            { key: 'balance', label: t('figureCard.balance'), value: <Amount value="0" /> },
            { key: 'usdt', label: t('figureCard.usdt'), value: <Amount value="0" currency="USDT" balance /> },
          ]}
          note={undefined}
        />
      </Showcase>
    </>
  );
}

export const Catalog: Story = { render: () => <FigureCardCatalog /> };
