import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { useTranslation } from 'react-i18next';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { AddressIcon } from '../../../icons/AddressIcon.tsx';
import { ChallengeIcon } from '../../../icons/ChallengeIcon.tsx';
import { CheckInIcon } from '../../../icons/CheckInIcon.tsx';
import { ConvertIcon } from '../../../icons/ConvertIcon.tsx';
import { DepositIcon } from '../../../icons/DepositIcon.tsx';
import { FundIcon } from '../../../icons/FundIcon.tsx';
import { GuaranteeIcon } from '../../../icons/GuaranteeIcon.tsx';
import { InviteIcon } from '../../../icons/InviteIcon.tsx';
import { RankingIcon } from '../../../icons/RankingIcon.tsx';
import { TeamIcon } from '../../../icons/TeamIcon.tsx';
import { VipIcon } from '../../../icons/VipIcon.tsx';
import { WithdrawIcon } from '../../../icons/WithdrawIcon.tsx';
import { EntryGrid, type EntryGridItem } from '../EntryGrid.tsx';

const open = () => {};

const meta = {
  title: 'Components/EntryGrid',
  component: EntryGrid,
  args: {
    heading: 'Wallet',
    headingId: 'story-entries',
    items: [
      { key: 'deposit', label: 'Deposit', icon: <DepositIcon />, onOpen: open },
      { key: 'withdraw', label: 'Withdraw', icon: <WithdrawIcon />, onOpen: open },
      { key: 'convert', label: 'Convert', icon: <ConvertIcon />, onOpen: open },
      { key: 'addresses', label: 'Addresses', icon: <AddressIcon />, onOpen: open },
    ],
  },
  argTypes: { items: { control: false } },
} satisfies Meta<typeof EntryGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

function EntryGridCatalog() {
  const { t } = useTranslation('samples');
  const tile = (key: string, icon: EntryGridItem['icon']): EntryGridItem => ({
    key,
    label: t(`entryGrid.${key}`),
    icon,
    onOpen: open,
  });
  return (
    <>
      <Showcase title="One row" padded={false}>
        <EntryGrid
          heading={t('entryGrid.wallet')}
          headingId="story-one-row"
          items={[
            tile('deposit', <DepositIcon />),
            tile('withdraw', <WithdrawIcon />),
            tile('convert', <ConvertIcon />),
          ]}
        />
      </Showcase>
      <Showcase title="Two rows: the home tab's entries, long labels wrap" padded={false}>
        <EntryGrid
          heading={t('entryGrid.features')}
          headingId="story-two-rows"
          items={[
            tile('checkIn', <CheckInIcon />),
            tile('invite', <InviteIcon />),
            tile('team', <TeamIcon />),
            tile('vip', <VipIcon />),
            tile('rankings', <RankingIcon />),
            tile('challenge', <ChallengeIcon />),
            tile('funds', <FundIcon />),
            tile('guarantee', <GuaranteeIcon />),
          ]}
        />
      </Showcase>
    </>
  );
}

export const Catalog: Story = { render: () => <EntryGridCatalog /> };
