import { useTranslation } from 'react-i18next';
import { navigation, useSession, type PageProps } from '@h5/platform';
import { toMinorUnits } from '@h5/platform/helpers';
import { Pending } from '@h5/platform/pending';
import { Button, Empty, NavBar } from '@h5/design-system';
import { Amount, formatInr } from '@h5/design-system/Amount';
import { ProgressBar } from '@h5/design-system/ProgressBar';
import { Card, CardTitle } from '@h5/design-system/Card';
import { Page } from '@h5/design-system/Page';
import type { FundDetail } from '@h5/api/contract/fund';
import { DetailRows } from '../../components/DetailRows.tsx';
import { FeeStatement } from '../../components/FeeStatement.tsx';
import { KlinePanel } from '../../components/KlinePanel.tsx';
import { MemberRate } from '../../components/MemberRate.tsx';
import { RateChange } from '../../components/RateChange.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { useFundDetail } from '../../hooks/useFundDetail.ts';
import { pageId } from '../../utils/pageId.ts';
import { fundStatusTone } from '../../utils/tones.ts';
import styles from '../page.module.css';
import detailStyles from './FundDetailPage.module.css';

/**
 * A fund (`pages/product/detail?id=<fund id>`): its figures, the k-line, the fee statement, what it is,
 * and the way to buy it.
 */
export function FundDetailPage({ params }: PageProps) {
  const { t } = useTranslation('investments');
  const id = pageId(params);
  return (
    <Page>
      <NavBar title={t('detail.title')} onBack={() => navigation.back(1, 'pages/product/product')} />
      {id === null ? <Empty title={t('common.notFound')} /> : <FundDetailContent id={id} />}
    </Page>
  );
}

function FundDetailContent({ id }: { id: number }) {
  const { t } = useTranslation('investments');
  const detail = useFundDetail(id);
  const fund = detail.data ?? detail.latest;
  if (!fund) return <Pending load={detail} notFound={t('common.notFound')} card="flush" title rows={6} />;
  return (
    <main>
      <FundFigures fund={fund} />
      <KlinePanel fundId={fund.id} />
      <nav className={styles.links}>
        <button
          type="button"
          className={styles.link}
          onClick={() => navigation.navigate(`pages/product/chart?id=${fund.id}`)}
        >
          {t('detail.fullChart')}
        </button>
        <button
          type="button"
          className={styles.link}
          onClick={() => navigation.navigate('pages/product/rules')}
        >
          {t('detail.rules')}
        </button>
      </nav>
      <FeeStatement fees={fund.fees} />
      {fund.description && (
        <Card as="section" title={t('detail.about')} titleId="fund-about">
          <p className={styles.text}>{fund.description}</p>
        </Card>
      )}
      <BuyBar fund={fund} />
    </main>
  );
}

function FundFigures({ fund }: { fund: FundDetail }) {
  const { t } = useTranslation('investments');
  const { token } = useSession();
  return (
    <Card as="section" aria-labelledby="fund-name" data-testid="fund-detail">
      <div className={detailStyles.header}>
        <CardTitle id="fund-name">{fund.name}</CardTitle>
        <StatusBadge
          label={t(`status.${fund.status}`)}
          tone={fundStatusTone[fund.status]}
          testId="fund-status"
        />
      </div>
      <div className={detailStyles.headline}>
        <MemberRate
          size="hero"
          memberPercent={fund.memberMonthlyRatePercent}
          grossPercent={fund.monthlyRatePercent}
          sharePercent={fund.fees.memberPercent}
        />
        <div className={detailStyles.navBlock}>
          <p className={detailStyles.nav} data-testid="fund-nav">
            {fund.nav ?? '—'}
          </p>
          <p className={detailStyles.caption}>{t('fund.nav')}</p>
          <p className={detailStyles.caption}>
            <span>{t('fund.dayIncrease')}</span>
            <RateChange value={fund.dayIncreaseRate} testId="fund-day-change" />
          </p>
        </div>
      </div>
      <ProgressBar
        percent={fund.progressPercent}
        label={t('fund.sold')}
        detail={t('fund.soldOf', { sold: formatInr(fund.sold), total: formatInr(fund.totalSize) })}
      />
      <DetailRows
        rows={[
          { key: 'cycle', label: t('fund.cycle'), value: t('common.days', { count: fund.cycleDays }) },
          {
            key: 'minimum',
            label: t('fund.minimum'),
            value: formatInr(fund.minimum),
            testId: 'fund-minimum',
          },
          { key: 'maximum', label: t('fund.maximumPerMember'), value: formatInr(fund.maximumPerMember) },
          { key: 'size', label: t('fund.totalSize'), value: formatInr(fund.totalSize) },
          token !== null &&
            (toMinorUnits(fund.myPrincipal, 2) ?? 0n) > 0n && {
              key: 'mine',
              label: t('fund.myPrincipal'),
              value: <Amount value={fund.myPrincipal} />,
              testId: 'fund-my-principal',
            },
        ]}
      />
    </Card>
  );
}

function BuyBar({ fund }: { fund: FundDetail }) {
  const { t } = useTranslation('investments');
  const { token } = useSession();
  const onSale = fund.status === 'on_sale';
  return (
    <div className={styles.footer}>
      <Button
        block
        size="lg"
        disabled={!onSale}
        onClick={() => navigation.navigate(token ? `pages/product/buy?id=${fund.id}` : 'pages/user/login')}
      >
        {onSale ? t('detail.buy') : t('detail.notOnSale')}
      </Button>
    </div>
  );
}
