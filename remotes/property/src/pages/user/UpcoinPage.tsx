import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigation, useSession, type PageProps } from '@h5/platform';
import { Button, ErrorState, NavBar, Skeleton, toast } from '@h5/design-system';
import { Tabs } from '@h5/design-system/Tabs';
import { Card } from '@h5/design-system/Card';
import { Note } from '@h5/design-system/Note';
import { Page } from '@h5/design-system/Page';
import { fetchDepositAddress } from '../../api/deposits.ts';
import { CHAINS, type Chain } from '../../api/walletTypes.ts';
import { LoginPromptCard } from '../../components/LoginPromptCard.tsx';
import styles from '../wallet.module.css';
import { useAsyncData, failureDescription } from '@h5/platform/helpers';

/** Deposit (`pages/user/upcoin`): the member's USDT address per chain, as text and QR code, to copy. */
export function UpcoinPage(_props: PageProps) {
  const { t } = useTranslation('property');
  const { token } = useSession();
  const [chain, setChain] = useState<Chain>('TRC20');
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
            <Card>
              <Tabs
                items={CHAINS.map((key) => ({ key, label: key }))}
                activeKey={chain}
                onChange={(key) => setChain(CHAINS.find((item) => item === key) ?? 'TRC20')}
              />
              <DepositAddressView chain={chain} />
            </Card>
            <Note>{t('deposit.note', { chain })}</Note>
          </>
        ) : (
          <LoginPromptCard />
        )}
      </main>
    </Page>
  );
}

function DepositAddressView({ chain }: { chain: Chain }) {
  const { t } = useTranslation('property');
  const deposit = useAsyncData(chain, () => fetchDepositAddress(chain));
  const view = deposit.data;

  const copy = async (address: string) => {
    try {
      await navigator.clipboard.writeText(address);
      toast.success(t('deposit.copied'));
    } catch {
      toast.error(t('deposit.copyFailed'));
    }
  };

  if (!view) {
    return deposit.error ? (
      <ErrorState description={failureDescription(deposit.error)} onRetry={deposit.reload} />
    ) : (
      <div className={styles.depositBody}>
        <Skeleton rows={4} />
      </div>
    );
  }
  return (
    <div className={styles.depositBody}>
      <img className={styles.qr} src={view.qrDataUrl} alt={t('deposit.qrAlt', { chain: view.chain })} />
      <span className={styles.meta}>{t('deposit.address', { chain: view.chain })}</span>
      <span className={styles.mono} data-testid="deposit-address">
        {view.address}
      </span>
      <Button block onClick={() => void copy(view.address)}>
        {t('deposit.copy')}
      </Button>
    </div>
  );
}
