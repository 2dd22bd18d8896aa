import { useTranslation } from 'react-i18next';
import { Empty } from '@h5/design-system';
import { Card } from '@h5/design-system/Card';
import { Note } from '@h5/design-system/Note';
import { useLang, type PageProps } from '@h5/platform';
import { useAsyncData } from '@h5/platform/helpers';
import { Pending } from '@h5/platform/pending';
import { fetchPlace } from '../../api/location.ts';
import { PlansFrame } from '../../components/PlansFrame.tsx';
import { formatCoordinates, geoUri } from '../../utils/formatPlan.ts';
import styles from '../../components/plans.module.css';

/**
 * A place (`pages/system/open-location?city=<id>`): its name, region and country, its coordinates
 * when the list knows them, and a link that opens the phone's maps app there (`geo:`). No map tiles:
 * none can be reached offline (ADR 0034).
 */
export function OpenLocationPage({ params }: PageProps) {
  const { t } = useTranslation('plans');
  const city = params.city ?? '';
  return (
    <PlansFrame title={t('place.title')}>
      {city ? <Place city={city} /> : <Empty title={t('place.notFound')} />}
    </PlansFrame>
  );
}

function Place({ city }: { city: string }) {
  const { t } = useTranslation('plans');
  const lang = useLang();
  const place = useAsyncData(`place:${lang}:${city}`, () => fetchPlace(city));
  const data = place.data ?? place.latest;
  if (!data) {
    return (
      <Pending load={place} failureTitle={t('place.failed')} notFound={t('place.notFound')} title rows={4} />
    );
  }
  const located = data.latitude !== null && data.longitude !== null;
  return (
    <>
      <Card as="section" aria-labelledby="place-name" data-testid="place">
        <h2 id="place-name" className={styles.placeName}>
          {data.name}
        </h2>
        <dl className={styles.facts}>
          {data.region && (
            <div className={styles.fact}>
              <dt>{t('place.region')}</dt>
              <dd>{data.region}</dd>
            </div>
          )}
          <div className={styles.fact}>
            <dt>{t('place.country')}</dt>
            <dd>{data.country}</dd>
          </div>
          <div className={styles.fact}>
            <dt>{t('place.coordinates')}</dt>
            <dd data-testid="place-coordinates">
              {located ? (
                <bdi>{formatCoordinates(data.latitude!, data.longitude!)}</bdi>
              ) : (
                t('place.noCoordinates')
              )}
            </dd>
          </div>
        </dl>
        {located && (
          <a
            className={styles.mapsLink}
            href={geoUri(data.latitude!, data.longitude!, data.name)}
            data-testid="place-open-maps"
          >
            {t('place.openInMaps')}
          </a>
        )}
      </Card>
      <Note>{t('place.noTiles')}</Note>
    </>
  );
}
