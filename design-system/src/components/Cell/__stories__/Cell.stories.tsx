import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { FundIcon } from '../../../icons/FundIcon.tsx';
import { UserIcon } from '../../../icons/UserIcon.tsx';
import { WalletIcon } from '../../../icons/WalletIcon.tsx';
import { Amount } from '../../Amount/Amount.tsx';
import { Cell } from '../Cell.tsx';
import type { CellProps } from '../Cell.tsx';
import { CellGroup } from '../CellGroup.tsx';

/** A row whose title comes from the sample copy unless Controls set one. */
function SampleCell({ title, ...props }: Partial<CellProps>) {
  const { t } = useTranslation('samples');
  return <Cell {...props} title={title ?? t('cell.wallet')} />;
}

// Typed by the component, not by `satisfies`: the required title comes from the sample copy.
const meta: Meta<typeof Cell> = {
  title: 'Components/Cell',
  component: Cell,
  args: { value: <Amount value="123456.5" />, onClick: fn() },
  render: (args) => <SampleCell {...args} />,
};

export default meta;
type Story = StoryObj<typeof Cell>;

export const Default: Story = {
  decorators: [
    (Story) => (
      <div style={{ paddingTop: 'var(--space-3)' }}>
        <CellGroup>
          <Story />
        </CellGroup>
      </div>
    ),
  ],
};

function CellCatalog({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('samples');
  return (
    <>
      <Showcase title="Values: text, long text that wraps, clickable with and without arrow" padded={false}>
        <CellGroup title={t('cell.groupAccount')}>
          <Cell title={t('cell.memberId')} value="H5-204118" />
          <Cell title={t('cell.mailbox')} value="priya.sharma.investments@example.com" />
          <Cell title={t('cell.nickname')} value={t('cell.nicknameValue')} arrow={false} onClick={onClick} />
          <Cell title={t('cell.language')} value={t('cell.languageValue')} onClick={onClick} />
          <Cell title={t('cell.version')} value="1.0.8" />
        </CellGroup>
      </Showcase>
      <Showcase title="Icons, labels, amounts; arrow without a click" padded={false}>
        <CellGroup title={t('cell.groupWallet')}>
          <Cell
            icon={<WalletIcon />}
            title={t('cell.wallet')}
            value={<Amount value="2500" />}
            onClick={onClick}
          />
          <Cell
            icon={<FundIcon />}
            title={t('cell.myFunds')}
            label={t('cell.activePlans')}
            onClick={onClick}
          />
          <Cell
            title={t('cell.dailyIncome')}
            label={t('cell.paidEvery')}
            value={<Amount value="41.25" signed />}
          />
          <Cell title={t('cell.fundRules')} arrow value={t('cell.view')} />
        </CellGroup>
      </Showcase>
      <Showcase title="States in words, long titles" padded={false}>
        <CellGroup title={t('cell.groupSecurity')}>
          <Cell icon={<UserIcon />} title={t('cell.security')} onClick={onClick} />
          <Cell
            title={t('cell.paymentPassword')}
            label={t('cell.setFirst')}
            value={t('cell.notSet')}
            onClick={onClick}
          />
          <Cell title={t('cell.authenticator')} value={t('cell.bound')} />
          <Cell title={t('cell.withdrawLock')} value={t('cell.lockedUntil')} />
        </CellGroup>
      </Showcase>
      <Showcase title="A group without a heading, a row with a label only" padded={false}>
        <CellGroup>
          <Cell title={t('cell.dailyIncome')} label={t('cell.paidEvery')} />
        </CellGroup>
      </Showcase>
    </>
  );
}

export const Catalog: Story = {
  render: (args) => <CellCatalog onClick={args.onClick ?? (() => undefined)} />,
};
