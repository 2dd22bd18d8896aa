import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { Amount } from '../../Amount/Amount.tsx';
import { QuoteBreakdown, type QuoteLine } from '../QuoteBreakdown.tsx';

function useLines(): QuoteLine[] {
  const { t } = useTranslation('samples');
  return [
    { label: t('equityStory.amount'), value: <Amount value="1000.00" /> },
    { label: t('equityStory.fee'), value: <Amount value="20.00" /> },
    { label: t('equityStory.shares'), value: '9.505703' },
    { label: t('equityStory.expires'), value: '2026-12-25' },
    { label: t('equityStory.total'), value: <Amount value="1020.00" />, total: true },
  ];
}

type SampleProps = { state: 'quote' | 'loading' | 'refreshing' | 'empty' | 'error' };

function SampleQuote({ state }: SampleProps) {
  const { t } = useTranslation('samples');
  const lines = useLines();
  return (
    <div style={{ padding: 'var(--space-4)', maxWidth: 390 }}>
      <QuoteBreakdown
        title={t('equityStory.quoteTitle')}
        lines={state === 'quote' || state === 'refreshing' ? lines : []}
        loading={state === 'loading' || state === 'refreshing'}
        placeholder={t('equityStory.enterAmount')}
        error={state === 'error' ? t('equityStory.quoteFailed') : undefined}
        note={state === 'quote' ? t('equityStory.atPrice') : undefined}
      />
    </div>
  );
}

const meta = {
  title: 'Components/QuoteBreakdown',
  component: SampleQuote,
  args: { state: 'quote' },
  argTypes: {
    state: { control: 'inline-radio', options: ['quote', 'loading', 'refreshing', 'empty', 'error'] },
  },
} satisfies Meta<typeof SampleQuote>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An equity subscription's quote: amount, fee, shares, the lock's end and the total. */
export const Default: Story = {};

export const Catalog: Story = {
  render: () => (
    <>
      <Showcase title="A quote" padded={false}>
        <SampleQuote state="quote" />
      </Showcase>
      <Showcase title="Nothing to quote yet" padded={false}>
        <SampleQuote state="empty" />
      </Showcase>
      <Showcase title="The first quote loading" padded={false}>
        <SampleQuote state="loading" />
      </Showcase>
      <Showcase title="A new quote loading over the last one" padded={false}>
        <SampleQuote state="refreshing" />
      </Showcase>
      <Showcase title="Failed" padded={false}>
        <SampleQuote state="error" />
      </Showcase>
    </>
  ),
};
