import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchList } from '@h5/design-system/SearchList';
import { navigation, useLang, type PageProps } from '@h5/platform';
import { failureDescription, useAsyncData } from '@h5/platform/helpers';
import type { Country } from '@h5/api/contract/location';
import { fetchCities, fetchCountries } from '../../api/location.ts';
import { PlansFrame } from '../../components/PlansFrame.tsx';
import { useDebouncedValue } from '../../hooks/useDebouncedValue.ts';
import { choosePlace, readDraft, sessionDrafts } from '../../utils/draftStore.ts';
import { isPlanKind, PLAN_PAGES } from '../../utils/planKinds.ts';
import styles from '../../components/plans.module.css';

/** Typing settles this long before the server is asked. */
const SEARCH_PAUSE_MS = 250;

/**
 * Chooses a place (`pages/system/choose-location?for=party|team|salon`): a country from the list
 * (names in the language), then a city of it, each with a search box. The choice goes into the draft
 * of the form that asked (which keeps everything else typed) and the page goes back to it; opened
 * on its own, a chosen city opens `pages/system/open-location`.
 */
export function ChooseLocationPage({ params }: PageProps) {
  const { t } = useTranslation('plans');
  const kind = isPlanKind(params.for) ? params.for : null;
  const [country, setCountry] = useState<Country | null>(null);
  return (
    <PlansFrame
      title={country ? t('location.cityTitle', { country: country.name }) : t('location.chooseTitle')}
      backTo={kind ? PLAN_PAGES[kind] : undefined}
    >
      {country ? (
        <Cities
          country={country}
          selected={kind ? readDraft(sessionDrafts(), kind).city?.id : undefined}
          onBack={() => setCountry(null)}
          onChoose={(city) => {
            if (!kind) {
              navigation.navigate(`pages/system/open-location?city=${encodeURIComponent(city.id)}`);
              return;
            }
            choosePlace(sessionDrafts(), kind, {
              country: { code: country.code, name: country.name },
              city: { id: city.id, name: city.name, region: city.region },
            });
            navigation.back(1, PLAN_PAGES[kind]);
          }}
        />
      ) : (
        <Countries
          selected={kind ? readDraft(sessionDrafts(), kind).country?.code : undefined}
          onChoose={setCountry}
        />
      )}
    </PlansFrame>
  );
}

function Countries({ selected, onChoose }: { selected?: string; onChoose: (country: Country) => void }) {
  const { t } = useTranslation('plans');
  const lang = useLang();
  const [query, setQuery] = useState('');
  const settled = useDebouncedValue(query.trim(), SEARCH_PAUSE_MS);
  const countries = useAsyncData(`countries:${lang}:${settled}`, () => fetchCountries(settled));
  const answered = countries.data ?? countries.latest ?? [];
  // Before a search, the country chosen before (India otherwise: most plans are there) comes first.
  const first = selected ?? 'IN';
  const list = settled
    ? answered
    : [...answered.filter((item) => item.code === first), ...answered.filter((item) => item.code !== first)];
  return (
    <div className={styles.searchPage}>
      <p className={styles.stepNote}>{t('location.countryStep')}</p>
      <SearchList
        data-testid="location-countries"
        label={t('location.searchCountries')}
        query={query}
        onQueryChange={setQuery}
        items={list.map((country) => ({
          key: country.code,
          title: country.name,
          meta: country.callingCode ? `+${country.callingCode.replace(/^\+/, '')}` : undefined,
        }))}
        selectedKey={selected}
        loading={countries.loading}
        error={
          countries.error && !countries.latest
            ? (failureDescription(countries.error) ?? t('location.failed'))
            : undefined
        }
        onRetry={countries.reload}
        empty={t('location.noCountry')}
        onSelect={(code) => {
          const country = list.find((item) => item.code === code);
          if (country) onChoose(country);
        }}
      />
    </div>
  );
}

type CityChoice = { id: string; name: string; region: string | null };

function Cities({
  country,
  selected,
  onBack,
  onChoose,
}: {
  country: Country;
  selected?: string;
  onBack: () => void;
  onChoose: (city: CityChoice) => void;
}) {
  const { t } = useTranslation('plans');
  const lang = useLang();
  const [query, setQuery] = useState('');
  const settled = useDebouncedValue(query.trim(), SEARCH_PAUSE_MS);
  const cities = useAsyncData(`cities:${lang}:${country.code}:${settled}`, () =>
    fetchCities(country.code, settled),
  );
  const list = cities.data ?? cities.latest ?? [];
  return (
    <div className={styles.searchPage}>
      <div className={styles.stepBar}>
        <span className={styles.stepNote}>{t('location.cityStep', { country: country.name })}</span>
        <button
          type="button"
          className={styles.linkButton}
          onClick={onBack}
          data-testid="location-change-country"
        >
          {t('location.changeCountry')}
        </button>
      </div>
      <SearchList
        data-testid="location-cities"
        label={t('location.searchCities')}
        query={query}
        onQueryChange={setQuery}
        items={list.map((city) => ({
          key: city.id,
          title: city.name,
          description: city.region ?? undefined,
        }))}
        selectedKey={selected}
        loading={cities.loading}
        error={
          cities.error && !cities.latest
            ? (failureDescription(cities.error) ?? t('location.failed'))
            : undefined
        }
        onRetry={cities.reload}
        empty={t('location.noCity')}
        onSelect={(id) => {
          const city = list.find((item) => item.id === id);
          if (city) onChoose({ id: city.id, name: city.name, region: city.region });
        }}
      />
    </div>
  );
}
