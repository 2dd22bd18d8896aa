import { useTranslation } from 'react-i18next';
import { navigation, useLang, type PageProps } from '@h5/platform';
import { formatUsdt } from '@h5/design-system/Amount';
import { Banner } from '@h5/design-system/Banner';
import { Cell, CellGroup } from '@h5/design-system/Cell';
import { Note } from '@h5/design-system/Note';
import { fetchDepositNetworks } from '../../api/deposits.ts';
import type { Chain, DepositNetwork } from '../../api/walletTypes.ts';
import { MemberPage } from '../../components/MemberPage.tsx';
import { readChosenChain, rememberChain } from '../../utils/depositChain.ts';
import { useAsyncData } from '@h5/platform/helpers';
import { Pending } from '@h5/platform/pending';

/**
 * Choose network (`pages/index/network`): the chain USDT deposits and addresses are on (TRC20,
 * ERC20, BEP20), each with the confirmations it waits for and its minimum; a network not served
 * yet is shown with why it cannot be chosen. The choice is remembered and opens the deposit page.
 */
export function NetworkPage(_props: PageProps) {
  const { t } = useTranslation('property');
  return (
    <MemberPage title={t('network.title')}>
      <Note>{t('network.intro')}</Note>
      <NetworkList />
      <Banner tone="danger" data-testid="network-warning">
        {t('network.warning')}
      </Banner>
    </MemberPage>
  );
}

function NetworkList() {
  const { t } = useTranslation('property');
  const lang = useLang();
  const networks = useAsyncData(lang, fetchDepositNetworks);
  const chosen = readChosenChain();
  if (!networks.data) return <Pending load={networks} rows={6} />;
  const choose = (chain: Chain) => {
    rememberChain(chain);
    navigation.redirect(`pages/user/upcoin?chain=${chain}`);
  };
  return (
    <CellGroup title={t('network.label')}>
      {networks.data.list.map((network) => (
        <NetworkCell
          key={network.chain}
          network={network}
          chosen={network.chain === chosen}
          onChoose={() => choose(network.chain)}
        />
      ))}
    </CellGroup>
  );
}

function NetworkCell({
  network,
  chosen,
  onChoose,
}: {
  network: DepositNetwork;
  chosen: boolean;
  onChoose: () => void;
}) {
  const { t } = useTranslation('property');
  const name = t(`network.names.${network.chain}`);
  if (!network.available) {
    return (
      <Cell
        data-testid="network-option"
        title={network.chain}
        label={`${name} · ${t('network.unavailableReason')}`}
        value={t('network.unavailable')}
      />
    );
  }
  const facts = [
    name,
    t('deposit.confirmations', { count: network.confirmations }),
    network.minimum ? t('deposit.minimum', { amount: formatUsdt(network.minimum) }) : null,
  ].filter(Boolean);
  return (
    <Cell
      data-testid="network-option"
      title={network.chain}
      label={facts.join(' · ')}
      value={chosen ? t('network.chosen') : undefined}
      onClick={onChoose}
    />
  );
}
