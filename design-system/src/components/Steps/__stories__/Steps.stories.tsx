import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { Steps } from '../Steps.tsx';
import type { StepItem, StepsProps } from '../Steps.tsx';

/** A withdrawal: submitted, reviewed, paid out. */
function useWithdrawalSteps(): StepItem[] {
  const { t } = useTranslation('samples');
  return [
    { key: 'submit', title: t('steps.submit'), description: t('steps.submitNote') },
    { key: 'review', title: t('steps.review'), description: t('steps.reviewNote') },
    { key: 'payout', title: t('steps.payout'), description: t('steps.payoutNote') },
  ];
}

/** Opening an account, four steps; the bank step can fail, saying why unless `brief`. */
function useAccountSteps(bankFailed = false, brief = false): StepItem[] {
  const { t } = useTranslation('samples');
  return [
    { key: 'identity', title: t('steps.identity'), description: t('steps.identityNote') },
    {
      key: 'bank',
      title: t('steps.bank'),
      ...(bankFailed ? { status: 'failed' as const } : {}),
      ...(bankFailed && !brief ? { description: t('steps.bankFailed') } : {}),
    },
    { key: 'risk', title: t('steps.risk'), description: t('steps.riskNote') },
    { key: 'invest', title: t('steps.invest') },
  ];
}

function WithdrawalSteps(props: Omit<StepsProps, 'items'>) {
  return <Steps {...props} items={useWithdrawalSteps()} />;
}

type AccountStepsProps = Omit<StepsProps, 'items'> & { bankFailed?: boolean; brief?: boolean };

function AccountSteps({ bankFailed, brief, ...props }: AccountStepsProps) {
  return <Steps {...props} items={useAccountSteps(bankFailed, brief)} />;
}

const padded = { padding: 'var(--space-4)', background: 'var(--colour-surface)' };

const meta = {
  title: 'Components/Steps',
  component: Steps,
  args: { items: [], current: 1, direction: 'horizontal' },
  argTypes: {
    direction: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
    current: { control: { type: 'number', min: 0, max: 4 } },
    items: { control: false },
  },
  render: ({ current, direction }) => (
    <div style={padded}>
      <AccountSteps current={current} direction={direction} />
    </div>
  ),
} satisfies Meta<typeof Steps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

function StepsCatalog() {
  return (
    <>
      <Showcase title="Horizontal: first step current" padded={false}>
        <div style={padded}>
          <WithdrawalSteps current={0} />
        </div>
      </Showcase>
      <Showcase title="Horizontal: second of four" padded={false}>
        <div style={padded}>
          <AccountSteps current={1} />
        </div>
      </Showcase>
      <Showcase title="Horizontal: all done" padded={false}>
        <div style={padded}>
          <WithdrawalSteps current={3} />
        </div>
      </Showcase>
      <Showcase title="Horizontal: current step failed" padded={false}>
        <div style={padded}>
          <AccountSteps current={1} bankFailed brief />
        </div>
      </Showcase>
      <Showcase title="Vertical with descriptions" padded={false}>
        <div style={padded}>
          <WithdrawalSteps current={1} direction="vertical" />
        </div>
      </Showcase>
      <Showcase title="Vertical: current step failed" padded={false}>
        <div style={padded}>
          <AccountSteps current={1} bankFailed direction="vertical" />
        </div>
      </Showcase>
    </>
  );
}

export const Catalog: Story = { render: () => <StepsCatalog /> };
