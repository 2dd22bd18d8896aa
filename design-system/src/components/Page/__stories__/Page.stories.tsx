import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { Amount } from '../../Amount/Amount.tsx';
import { Card } from '../../Card/Card.tsx';
import { Cell } from '../../Cell/Cell.tsx';
import { Empty } from '../../Empty/Empty.tsx';
import { Note } from '../../Note/Note.tsx';
import { Skeleton } from '../../Skeleton/Skeleton.tsx';
import { Page, SectionTitle } from '../Page.tsx';

/**
 * What a page of the product holds under its nav bar: a titled card, a section title over a card
 * of rows, another, and the small print. `id` keeps the headings unique when it is shown twice.
 */
function FundPageContent({ id }: { id: string }) {
  const { t } = useTranslation('samples');
  return (
    <>
      <Card as="section" raised title={t('page.fundTitle')} titleId={`${id}-fund`}>
        {t('page.fundBody')}
      </Card>
      <section aria-labelledby={`${id}-holding`}>
        <SectionTitle id={`${id}-holding`}>{t('page.holding')}</SectionTitle>
        <Card flush>
          <Cell title={t('page.invested')} value={<Amount value="25000" />} />
          <Cell title={t('page.incomeSoFar')} value={<Amount value="412.5" signed />} />
          <Cell title={t('page.dailyIncome')} value={<Amount value="27.5" signed />} />
          <Cell title={t('page.termEnds')} value={t('page.termEndsValue')} />
        </Card>
      </section>
      <section aria-labelledby={`${id}-rules`}>
        <SectionTitle id={`${id}-rules`}>{t('page.rules')}</SectionTitle>
        <Card flush>
          <Cell title={t('page.minimum')} value={<Amount value="1000" />} />
          <Cell title={t('page.term')} value={t('page.termValue')} />
          <Cell title={t('page.payout')} value={t('page.payoutValue')} />
        </Card>
        <Note>{t('page.note')}</Note>
      </section>
    </>
  );
}

const meta = {
  title: 'Components/Page',
  component: Page,
  render: ({ children, ...args }) => <Page {...args}>{children ?? <FundPageContent id="story-page" />}</Page>,
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A fund's page without its nav bar: every block a page is made of, in the language shown. */
export const Default: Story = {};

function PageCatalog() {
  const { t } = useTranslation('samples');
  return (
    <>
      <Showcase title="A page: titled card, section titles over cards of rows, a note" padded={false}>
        <Page>
          <FundPageContent id="story-page-full" />
        </Page>
      </Showcase>
      <Showcase title="Loading: skeleton cards in the page's places" padded={false}>
        <Page>
          <Card flush>
            <Skeleton rows={2} />
          </Card>
          <SectionTitle>{t('page.holding')}</SectionTitle>
          <Card flush>
            <Skeleton title={false} rows={3} />
          </Card>
        </Page>
      </Showcase>
      <Showcase title="Nothing to show: Empty in the card" padded={false}>
        <Page>
          <section aria-labelledby="story-page-records">
            <SectionTitle id="story-page-records">{t('page.records')}</SectionTitle>
            <Card>
              <Empty title={t('page.noRecords')} />
            </Card>
          </section>
        </Page>
      </Showcase>
    </>
  );
}

export const Catalog: Story = { render: () => <PageCatalog /> };
