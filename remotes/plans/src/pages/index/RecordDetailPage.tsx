import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Empty } from '@h5/design-system';
import { Banner } from '@h5/design-system/Banner';
import { Card } from '@h5/design-system/Card';
import { ImageViewer } from '@h5/design-system/ImageViewer';
import { navigation, useLang, type PageProps } from '@h5/platform';
import { useAsyncData } from '@h5/platform/helpers';
import { Pending } from '@h5/platform/pending';
import type { PlanRecord } from '@h5/api/contract/plans';
import { fetchRecord } from '../../api/plans.ts';
import { PlansFrame } from '../../components/PlansFrame.tsx';
import { PlanStateTag } from '../../components/PlanStateTag.tsx';
import { usePlanNotices } from '../../hooks/usePlanNotices.ts';
import { formatMoment, formatPlanDate, planCount } from '../../utils/formatPlan.ts';
import styles from '../../components/plans.module.css';

/**
 * One plan of the member's (`pages/index/recorddetail?id=`): the poster (tap to view it large), the
 * video played in the page, every field, the state and the reviewer's reason; read again when the
 * socket says it was reviewed.
 */
export function RecordDetailPage({ params }: PageProps) {
  const { t } = useTranslation('plans');
  const id = Number(params.id);
  return (
    <PlansFrame title={t('detail.title')} backTo="pages/index/record">
      {Number.isInteger(id) && id > 0 ? <Detail id={id} /> : <Empty title={t('detail.notFound')} />}
    </PlansFrame>
  );
}

function Detail({ id }: { id: number }) {
  const { t } = useTranslation('plans');
  const lang = useLang();
  const record = useAsyncData(`plan:${id}:${lang}`, () => fetchRecord(id));
  usePlanNotices((planId) => {
    if (planId === id) record.reload();
  });
  const data = record.data ?? record.latest;
  if (!data) {
    return (
      <Pending
        load={record}
        failureTitle={t('detail.failed')}
        notFound={t('detail.notFound')}
        title
        rows={6}
      />
    );
  }
  return <PlanDetail record={data} />;
}

function PlanDetail({ record }: { record: PlanRecord }) {
  const { t } = useTranslation('plans');
  const lang = useLang();
  const [viewing, setViewing] = useState(false);
  const count = planCount(record);
  const facts: { key: string; label: string; value: ReactNode }[] = [
    {
      key: 'place',
      label: t('detail.place'),
      value: (
        <button
          type="button"
          className={styles.inlineLink}
          onClick={() =>
            navigation.navigate(`pages/system/open-location?city=${encodeURIComponent(record.city.id)}`)
          }
          data-testid="plan-place"
        >
          {t('form.place', { city: record.city.name, country: record.country.name })}
        </button>
      ),
    },
    { key: 'host', label: t('form.host'), value: record.host },
    { key: 'count', label: t(`form.${count.unit}`), value: count.value },
    { key: 'date', label: t('form.date'), value: formatPlanDate(record.date, lang) },
    { key: 'phone', label: t('form.phone'), value: <bdi>{record.phone}</bdi> },
    { key: 'submitted', label: t('detail.submittedAt'), value: formatMoment(record.submittedAt, lang) },
    ...(record.reviewedAt
      ? [{ key: 'reviewed', label: t('detail.reviewedAt'), value: formatMoment(record.reviewedAt, lang) }]
      : []),
  ];
  return (
    <div data-testid="plan-detail" data-id={record.id} data-state={record.state}>
      {record.state === 'review' && (
        <Banner tone="info" role="status">
          {t('detail.underReview')}
        </Banner>
      )}
      {record.state === 'success' && (
        <Banner tone="success" role="status">
          {t('detail.approved')}
        </Banner>
      )}
      {record.state === 'rejected' && (
        <Banner tone="danger" role="status" data-testid="plan-reason">
          {record.reason ? t('detail.rejectedWhy', { reason: record.reason }) : t('detail.rejected')}
        </Banner>
      )}
      <Card as="section" aria-labelledby="plan-detail-theme">
        <div className={styles.detailHead}>
          <button
            type="button"
            className={styles.posterButton}
            onClick={() => setViewing(true)}
            aria-label={t('detail.viewPoster')}
            data-testid="plan-poster-open"
          >
            <img className={styles.posterImage} src={record.poster} alt="" />
          </button>
          <div className={styles.detailTitle}>
            <span className={styles.recordKind}>{t(`kinds.${record.kind}`)}</span>
            <h2 id="plan-detail-theme" className={styles.detailTheme}>
              {record.theme}
            </h2>
            <PlanStateTag state={record.state} />
          </div>
        </div>
        <dl className={styles.facts}>
          {facts.map((fact) => (
            <div key={fact.key} className={styles.fact}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <Card as="section" title={t('form.video')} titleId="plan-detail-video">
        <video
          className={styles.video}
          src={record.video.url}
          controls
          preload="metadata"
          playsInline
          data-testid="plan-video-player"
        >
          <a href={record.video.url}>{t('detail.videoLink')}</a>
        </video>
      </Card>
      <ImageViewer
        images={[{ src: record.poster, alt: t('detail.posterAlt', { theme: record.theme }) }]}
        open={viewing}
        onOpenChange={setViewing}
      />
    </div>
  );
}
