import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { Result } from '../Result.tsx';

const meta = {
  title: 'Components/Result',
  component: Result,
  args: {
    status: 'success',
    title: 'Withdrawal submitted',
    description: '₹5,000.00 will reach your bank account within 2 hours.',
    details: [
      { label: 'Amount', value: '₹5,000.00' },
      { label: 'Fee', value: '₹0.00' },
      { label: 'To', value: 'HDFC Bank ••••4521' },
    ],
    primaryAction: { label: 'Done', onClick: () => {} },
    secondaryAction: { label: 'View order', onClick: () => {} },
  },
} satisfies Meta<typeof Result>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

function ResultCatalog() {
  const { t } = useTranslation('samples');
  const noop = () => {};
  return (
    <>
      <Showcase title="Success, with details and two actions" padded={false}>
        <Result
          status="success"
          title={t('result.successTitle')}
          description={t('result.successText')}
          details={[
            { label: t('result.amount'), value: t('result.amountValue') },
            { label: t('result.fee'), value: t('result.feeValue') },
            { label: t('result.account'), value: t('result.accountValue') },
            { label: t('result.order'), value: t('result.orderValue') },
          ]}
          primaryAction={{ label: t('result.done'), onClick: noop }}
          secondaryAction={{ label: t('result.viewOrder'), onClick: noop }}
        />
      </Showcase>
      <Showcase title="Failure, retrying" padded={false}>
        <Result
          status="failure"
          title={t('result.failureTitle')}
          description={t('result.failureText')}
          primaryAction={{ label: t('result.retry'), onClick: noop, loading: true }}
          secondaryAction={{ label: t('result.home'), onClick: noop }}
        />
      </Showcase>
      <Showcase title="Pending (under review), one action" padded={false}>
        <Result
          status="pending"
          title={t('result.pendingTitle')}
          description={t('result.pendingText')}
          details={[{ label: t('result.expected'), value: t('result.expectedValue') }]}
          primaryAction={{ label: t('result.home'), onClick: noop }}
        />
      </Showcase>
      <Showcase title="Title only" padded={false}>
        <Result status="success" title={t('result.successTitle')} />
      </Showcase>
    </>
  );
}

export const Catalog: Story = { render: () => <ResultCatalog /> };
