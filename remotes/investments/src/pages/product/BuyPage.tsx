import { useTranslation } from 'react-i18next';
import { navigation, useSession, type PageProps } from '@h5/platform';
import { Pending } from '@h5/platform/pending';
import { Empty, NavBar } from '@h5/design-system';
import { formatInr } from '@h5/design-system/Amount';
import { Card } from '@h5/design-system/Card';
import { Note } from '@h5/design-system/Note';
import { Page } from '@h5/design-system/Page';
import { LoginPrompt } from '../../components/LoginPrompt.tsx';
import { MemberRate } from '../../components/MemberRate.tsx';
import { PurchaseForm } from '../../components/PurchaseForm.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { useBuyView } from '../../hooks/useBuyView.ts';
import { pageId } from '../../utils/pageId.ts';
import { fundStatusTone } from '../../utils/tones.ts';
import styles from '../page.module.css';

/** Buying a fund (`pages/product/buy?id=<fund id>`), for a logged-in member. */
export function BuyPage({ params }: PageProps) {
  const { t } = useTranslation('investments');
  const { token } = useSession();
  const id = pageId(params);
  return (
    <Page>
      <NavBar title={t('buy.title')} onBack={() => navigation.back(1, 'pages/product/product')} />
      {id === null ? (
        <Empty title={t('common.notFound')} />
      ) : token ? (
        <BuyContent id={id} />
      ) : (
        <LoginPrompt />
      )}
    </Page>
  );
}

function BuyContent({ id }: { id: number }) {
  const { t } = useTranslation('investments');
  const view = useBuyView(id);
  const current = view.data ?? view.latest;
  if (!current) return <Pending load={view} notFound={t('common.notFound')} card="flush" title rows={6} />;
  const { fund } = current;
  return (
    <main>
      <Card as="section" title={fund.name} titleId="buy-fund" data-testid="buy-fund">
        <div className={styles.stack}>
          <MemberRate
            memberPercent={fund.memberMonthlyRatePercent}
            grossPercent={fund.monthlyRatePercent}
            sharePercent={fund.fees.memberPercent}
          />
          <p className={styles.text}>
            <StatusBadge label={t(`status.${fund.status}`)} tone={fundStatusTone[fund.status]} />{' '}
            {t('common.days', { count: fund.cycleDays })} · {t('fund.minimum')} {formatInr(fund.minimum)}
          </p>
        </div>
      </Card>
      <PurchaseForm key={fund.id} fund={fund} summary={current.summary} />
      <Note>{t('fees.firstIncome')}</Note>
    </main>
  );
}
