import { useTranslation } from 'react-i18next';
import { navigation, useSession, type PageProps } from '@h5/platform';
import { Empty, ErrorState, NavBar, Skeleton } from '@h5/design-system';
import { formatInr } from '@h5/design-system/Amount';
import { Card } from '@h5/design-system/Card';
import { Note } from '@h5/design-system/Note';
import { Page } from '@h5/design-system/Page';
import { LoginPrompt } from '../../components/LoginPrompt.tsx';
import { MemberRate } from '../../components/MemberRate.tsx';
import { PurchaseForm } from '../../components/PurchaseForm.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { useBuyView } from '../../hooks/useBuyView.ts';
import { isNotFound } from '../../utils/isNotFound.ts';
import { pageId } from '../../utils/pageId.ts';
import { fundStatusTone } from '../../utils/tones.ts';
import styles from '../page.module.css';
import { failureDescription } from '@h5/platform/helpers';

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
  if (!current) {
    if (isNotFound(view.error)) return <Empty title={t('common.notFound')} />;
    if (view.error) return <ErrorState description={failureDescription(view.error)} onRetry={view.reload} />;
    return (
      <Card flush>
        <Skeleton title rows={6} />
      </Card>
    );
  }
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
