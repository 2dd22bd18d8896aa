import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigation, useSession, type PageProps } from '@h5/platform';
import { Button, Empty, NavBar } from '@h5/design-system';
import { Amount } from '@h5/design-system/Amount';
import { Card } from '@h5/design-system/Card';
import { Page, SectionTitle } from '@h5/design-system/Page';
import { PagedList } from '@h5/design-system/PagedList';
import { pagedListProps } from '@h5/platform/paging';
import { Pending } from '@h5/platform/pending';
import type { EquityOffering, EquitySubscribeAnswer } from '@h5/api/contract/equity';
import { HoldingCard } from '../../components/HoldingCard.tsx';
import { LoginPromptCard } from '../../components/LoginPromptCard.tsx';
import { OfferingCard } from '../../components/OfferingCard.tsx';
import { PriceChart } from '../../components/PriceChart.tsx';
import { SubscribeForm } from '../../components/SubscribeForm.tsx';
import { useOffering, useOfferings } from '../../hooks/useEquity.ts';
import { useWalletSummary } from '../../hooks/useWalletSummary.ts';
import styles from './products.module.css';

/** The id a page was opened with (`?id=3`), or null. */
export const idOf = (params: Record<string, string>) =>
  /^[1-9]\d{0,15}$/.test(params.id ?? '') ? Number(params.id) : null;

const getKey = (offering: EquityOffering) => offering.id;

/**
 * Subscribe to equity (`pages/property/purchase`): the offerings; with `?id=` one offering, its
 * price chart and the subscription (amount, quote, terms, payment password).
 */
export function PurchasePage({ params }: PageProps) {
  const { t } = useTranslation('property');
  const id = idOf(params);
  return (
    <Page>
      <NavBar
        title={id === null ? t('equity.title') : t('equity.subscribeTitle')}
        onBack={() => navigation.back(1, id === null ? 'pages/property/property' : 'pages/property/purchase')}
      />
      <main>{id === null ? <Offerings /> : <Offering id={id} />}</main>
    </Page>
  );
}

function Offerings() {
  const { t } = useTranslation('property');
  const offerings = useOfferings();
  return (
    <div className={styles.cards}>
      <PagedList
        {...pagedListProps(offerings)}
        getKey={getKey}
        renderItem={(offering) => (
          <OfferingCard
            offering={offering}
            action={
              <Button
                block
                variant={offering.status === 'subscribing' ? 'primary' : 'secondary'}
                onClick={() => navigation.navigate(`pages/property/purchase?id=${offering.id}`)}
              >
                {offering.status === 'subscribing' ? t('equity.subscribeNow') : t('equity.view')}
              </Button>
            }
          />
        )}
        empty={<Empty title={t('equity.empty')} />}
      />
    </div>
  );
}

function Offering({ id }: { id: number }) {
  const { t } = useTranslation('property');
  const { token } = useSession();
  const offering = useOffering(id);
  const summary = useWalletSummary();
  const [done, setDone] = useState<EquitySubscribeAnswer | null>(null);
  const data = offering.data ?? offering.latest;
  if (!data) return <Pending load={offering} notFound={t('equity.notFound')} title rows={5} />;
  return (
    <>
      <div className={styles.cards}>
        <OfferingCard offering={data} />
      </div>
      <PriceChart offeringId={data.id} />
      {!token ? (
        <LoginPromptCard />
      ) : done ? (
        <Subscribed answer={done} onAgain={() => (setDone(null), offering.reload(), summary.reload())} />
      ) : summary.data ? (
        <SubscribeForm
          offering={data}
          summary={summary.data}
          onDone={(answer) => {
            setDone(answer);
            window.scrollTo({ top: 0 });
          }}
        />
      ) : (
        <Pending load={summary} rows={4} />
      )}
    </>
  );
}

/** After a subscription: the holding it made and the balance now. */
function Subscribed({ answer, onAgain }: { answer: EquitySubscribeAnswer; onAgain: () => void }) {
  const { t } = useTranslation('property');
  return (
    <section className={styles.cards} aria-labelledby="equity-done" data-testid="equity-done">
      <SectionTitle id="equity-done">{t('equity.doneTitle')}</SectionTitle>
      <HoldingCard holding={answer.holding} />
      <Card>
        <p className={styles.sheetText}>
          {t('equity.newBalance')}{' '}
          <strong data-testid="equity-new-balance">
            <Amount value={answer.summary.balance} />
          </strong>
        </p>
      </Card>
      <div className={styles.doneActions}>
        <Button variant="secondary" onClick={onAgain}>
          {t('equity.again')}
        </Button>
        <Button onClick={() => navigation.redirect('pages/property/stock')}>{t('equity.toStock')}</Button>
      </div>
    </section>
  );
}
