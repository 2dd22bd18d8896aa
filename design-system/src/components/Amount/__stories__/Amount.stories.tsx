import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { Cell } from '../../Cell/Cell.tsx';
import { CellGroup } from '../../Cell/CellGroup.tsx';
import { Amount } from '../Amount.tsx';

const meta = {
  title: 'Components/Amount',
  component: Amount,
  args: { value: '123456.5', currency: 'INR', signed: false, balance: false },
} satisfies Meta<typeof Amount>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  decorators: [
    (Story) => (
      <div style={{ padding: 'var(--space-4)', fontSize: 'var(--font-size-2xl)' }}>
        <Story />
      </div>
    ),
  ],
};

/** A USDT balance that hides digits: the toggle, closed. */
export const UsdtBalance: Story = {
  ...Default,
  args: { value: '212.356789', currency: 'USDT', balance: true },
};

/** Every format, as rows of a list: the label says what the amount is, in the language shown. */
function AmountCatalog() {
  const { t } = useTranslation('samples');
  return (
    <>
      <Showcase title="INR: Indian grouping, two decimals" padded={false}>
        <CellGroup>
          <Cell title={t('amount.balance')} value={<Amount value="123456.5" />} />
          <Cell title={t('amount.invested')} value={<Amount value="1000" />} />
          <Cell title={t('amount.fundSize')} value={<Amount value="12345678.9" />} />
          <Cell title={t('amount.withdrawn')} value={<Amount value="0" />} />
          <Cell title={t('amount.rateUnknown')} value={<Amount value="not a number" />} />
        </CellGroup>
      </Showcase>
      <Showcase title="INR signed: sign and colour" padded={false}>
        <CellGroup>
          <Cell title={t('amount.todayIncome')} value={<Amount value="250" signed />} />
          <Cell title={t('amount.changeToday')} value={<Amount value="-75.4" signed />} />
          <Cell title={t('amount.changeYesterday')} value={<Amount value="0" signed />} />
        </CellGroup>
      </Showcase>
      <Showcase title="USDT: 2 to 6 decimals" padded={false}>
        <CellGroup>
          <Cell title={t('amount.usdtHeld')} value={<Amount value="1234.5" currency="USDT" />} />
          <Cell title={t('amount.networkFee')} value={<Amount value="1.5" currency="USDT" />} />
          <Cell title={t('amount.smallestUnit')} value={<Amount value="0.000001" currency="USDT" />} />
          <Cell title={t('amount.converted')} value={<Amount value="12.3456789" currency="USDT" />} />
          <Cell title={t('amount.todayIncome')} value={<Amount value="3.5" currency="USDT" signed />} />
          <Cell title={t('amount.changeToday')} value={<Amount value="-88.12" currency="USDT" signed />} />
        </CellGroup>
      </Showcase>
      <Showcase title="USDT balance: 2 decimals rounded down, tap for all 6" padded={false}>
        <CellGroup>
          <Cell title={t('amount.available')} value={<Amount value="12.356789" currency="USDT" balance />} />
          <Cell title={t('amount.leftOver')} value={<Amount value="0.009999" currency="USDT" balance />} />
          <Cell title={t('amount.usdtHeld')} value={<Amount value="74.5" currency="USDT" balance />} />
          <Cell
            title={t('amount.allMembers')}
            value={<Amount value="1234567.123456" currency="USDT" balance />}
          />
          <Cell
            title={t('amount.tapped')}
            value={<Amount value="12.356789" currency="USDT" balance />}
            data-testid="story-open-balance"
          />
        </CellGroup>
      </Showcase>
      <Showcase title="Long label, very large amount" padded={false}>
        <CellGroup>
          <Cell title={t('amount.longLabel')} value={<Amount value="9007199254740993.07" signed />} />
        </CellGroup>
      </Showcase>
      <Showcase title="On the primary colour, in a sentence" padded={false}>
        <p
          style={{
            margin: '0 var(--space-3)',
            padding: 'var(--space-4)',
            borderRadius: 'var(--radius-lg)',
            background: 'var(--colour-primary)',
            color: 'var(--colour-on-primary)',
            fontSize: 'var(--font-size-lg)',
          }}
        >
          {t('amount.inSentence')} <Amount value="135.556789" currency="USDT" balance />
        </p>
      </Showcase>
    </>
  );
}

export const Catalog: Story = {
  render: () => <AmountCatalog />,
  // One balance shown tapped open, next to the closed ones.
  play: ({ canvasElement }) => {
    canvasElement.querySelector<HTMLButtonElement>('[data-testid="story-open-balance"] button')?.click();
  },
};
