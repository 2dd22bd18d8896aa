import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigation, useLang, useSession, type PageProps } from '@h5/platform';
import { Button, Empty, ErrorState, NavBar, Skeleton, toast } from '@h5/design-system';
import { formatUsdt } from '@h5/design-system/Amount';
import { Banner } from '@h5/design-system/Banner';
import { Card } from '@h5/design-system/Card';
import { Note } from '@h5/design-system/Note';
import { Page } from '@h5/design-system/Page';
import { Tabs } from '@h5/design-system/Tabs';
import { fetchDepositAddress, fetchDepositNetworks } from '../../api/deposits.ts';
import {
  CHAINS,
  type Chain,
  type Deposit,
  type DepositAddress,
  type DepositNetwork,
} from '../../api/walletTypes.ts';
import { LoginPromptCard } from '../../components/LoginPromptCard.tsx';
import { useDepositNotices } from '../../hooks/useDepositNotices.ts';
import { defaultDepositChain, isChain, readChosenChain } from '../../utils/depositChain.ts';
import { depositDetail } from '../../utils/depositStatus.ts';
import styles from '../wallet.module.css';
import { useAsyncData, failureDescription } from '@h5/platform/helpers';
import { Pending } from '@h5/platform/pending';

/** The page where the member chooses the network of their deposits. */
export const NETWORK_PAGE = 'pages/index/network';

/**
 * Deposit (`pages/user/upcoin`): per network, the member's USDT address as text and QR code, to
 * copy, with the confirmations it waits for and the minimum; a network not served yet shows no
 * address. It opens on the network chosen on `pages/index/network` (`?chain=`, else remembered),
 * else the first one served.
 */
export function UpcoinPage({ params }: PageProps) {
  const { t } = useTranslation('property');
  const { token } = useSession();
  return (
    <Page>
      <NavBar
        title={t('deposit.title')}
        onBack={() => navigation.back()}
        right={
          token ? (
            <button
              type="button"
              className={styles.navLink}
              onClick={() => navigation.navigate('pages/user/usdt')}
            >
              {t('deposit.records')}
            </button>
          ) : undefined
        }
      />
      <main>
        {token ? (
          <>
            <LatestDeposit />
            <DepositNetworks requested={params.chain} />
          </>
        ) : (
          <LoginPromptCard />
        )}
      </main>
    </Page>
  );
}

const BANNER_TONE = {
  confirming: 'info',
  credited: 'success',
  below_minimum: 'danger',
  dropped: 'danger',
} as const;

/**
 * The member's deposit the socket told of while this page is open (the member who sent USDT and
 * waits here): its amount, state and progress, with the way to the records.
 */
function LatestDeposit() {
  const { t } = useTranslation('property');
  const [deposit, setDeposit] = useState<Deposit | null>(null);
  useDepositNotices(setDeposit);
  if (!deposit) return null;
  const detail = depositDetail(deposit, null);
  return (
    <Banner
      role="status"
      tone={BANNER_TONE[deposit.state]}
      data-testid="deposit-latest"
      action={
        <Button size="sm" variant="secondary" onClick={() => navigation.navigate('pages/user/usdt')}>
          {t('deposit.records')}
        </Button>
      }
    >
      {t('deposits.amount', { amount: formatUsdt(deposit.amount), chain: deposit.chain })}
      {' · '}
      {t(`deposits.states.${deposit.state}`)}
      {detail?.key === 'deposits.confirmations' && ` · ${t(detail.key, detail.values)}`}
    </Banner>
  );
}

function DepositNetworks({ requested }: { requested: string | undefined }) {
  const lang = useLang();
  const networks = useAsyncData(lang, fetchDepositNetworks);
  if (!networks.data) return <Pending load={networks} rows={6} />;
  return <DepositCard networks={networks.data.list} requested={requested} />;
}

function DepositCard({ networks, requested }: { networks: DepositNetwork[]; requested: string | undefined }) {
  const { t } = useTranslation('property');
  const [chain, setChain] = useState<Chain>(() =>
    defaultDepositChain(networks, requested, readChosenChain()),
  );
  return (
    <>
      <Card>
        <Tabs
          label={t('network.label')}
          items={CHAINS.map((key) => ({ key, label: key }))}
          activeKey={chain}
          onChange={(key) => isChain(key) && setChain(key)}
        />
        <DepositAddressView key={chain} chain={chain} />
      </Card>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => navigation.navigate(NETWORK_PAGE)}>
          {t('deposit.chooseNetwork')}
        </Button>
      </div>
    </>
  );
}

function DepositAddressView({ chain }: { chain: Chain }) {
  const { t } = useTranslation('property');
  const lang = useLang();
  const deposit = useAsyncData(`${lang}:${chain}`, () => fetchDepositAddress(chain));
  const view = deposit.data;
  if (!view) {
    return deposit.error ? (
      <ErrorState description={failureDescription(deposit.error)} onRetry={deposit.reload} />
    ) : (
      <div className={styles.depositBody}>
        <Skeleton rows={5} />
      </div>
    );
  }
  return view.available ? (
    <AvailableAddress view={view} />
  ) : (
    <div data-testid="deposit-unavailable">
      <Empty
        title={t('deposit.unavailable', { chain: view.chain })}
        description={t('deposit.unavailableHint')}
      />
    </div>
  );
}

function AvailableAddress({ view }: { view: Extract<DepositAddress, { available: true }> }) {
  const { t } = useTranslation('property');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(view.address);
      toast.success(t('deposit.copied'));
    } catch {
      toast.error(t('deposit.copyFailed'));
    }
  };
  return (
    <div className={styles.depositBody}>
      <img className={styles.qr} src={view.qrDataUrl} alt={t('deposit.qrAlt', { chain: view.chain })} />
      <span className={styles.meta}>{t('deposit.address', { chain: view.chain })}</span>
      <span className={styles.mono} data-testid="deposit-address">
        {view.address}
      </span>
      <Button block onClick={() => void copy()}>
        {t('deposit.copy')}
      </Button>
      <dl className={`${styles.rows} ${styles.depositFacts}`}>
        <dt>{t('deposit.network')}</dt>
        <dd>{t(`network.names.${view.chain}`)}</dd>
        <dt>{t('deposit.creditedAfter')}</dt>
        <dd data-testid="deposit-confirmations">
          {t('deposit.confirmations', { count: view.confirmations })}
        </dd>
        <dt>{t('deposit.minimumLabel')}</dt>
        <dd data-testid="deposit-minimum">
          {t('deposit.minimumAmount', { amount: formatUsdt(view.minimum) })}
        </dd>
      </dl>
      <Note className={styles.depositNote}>{t('deposit.minimumNote')}</Note>
      <Banner tone="danger" className={styles.depositWarning} data-testid="deposit-warning">
        {t('deposit.warning', { chain: view.chain })}
      </Banner>
    </div>
  );
}
