import { createRequire } from 'node:module';
import type { ICity, IState } from 'country-state-city';
import type { Lang } from '../../platform/i18n.ts';
import { getCountryCallingCode, isSupportedCountry, type CountryCode } from 'libphonenumber-js';
import { ApiError } from '../../platform/errors.ts';
import type { City, Country, Place } from './location.contract.ts';

const require = createRequire(import.meta.url);

/** The languages of `i18n-iso-countries` each platform language reads country names in. */
const COUNTRY_LANG: Record<Lang, string> = { 'hi-in': 'hi', 'en-us': 'en', 'zh-cn': 'zh' };

/** Text as it is searched: lower case, without accents and surrounding space. */
export const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .trim();

type CityEntry = City & { folded: string; latitude: number | null; longitude: number | null };

type Countries = { byLang: Record<Lang, Country[]>; folded: Map<string, string[]> };

const coordinate = (value: string | null | undefined) => {
  const number = value == null || value === '' ? NaN : Number(value);
  return Number.isFinite(number) ? number : null;
};

/**
 * The offline list of places (ADR 0034): countries from `i18n-iso-countries` (names in Hindi,
 * English and Chinese) with their calling codes from `libphonenumber-js`, cities from
 * `country-state-city` (names as the list has them, with the state and coordinates). Each part is
 * read on its first use and kept for the life of the process; searches run over it in memory.
 */
export function createLocationService() {
  let countries: Countries | undefined;
  let cities: Map<string, CityEntry[]> | undefined;
  let cityById: Map<string, CityEntry> | undefined;

  function countryList(): Countries {
    if (countries) return countries;
    const names = require('i18n-iso-countries') as {
      getNames(lang: string, options?: { select: 'official' | 'alias' | 'all' }): Record<string, string>;
    };
    const english = names.getNames('en', { select: 'official' });
    const byLang = {} as Record<Lang, Country[]>;
    const foldedNames = new Map<string, string[]>();
    for (const lang of Object.keys(COUNTRY_LANG) as Lang[]) {
      const local = names.getNames(COUNTRY_LANG[lang], { select: 'official' });
      const collator = new Intl.Collator(lang);
      byLang[lang] = Object.keys(english)
        .map((code) => ({
          code,
          name: local[code] ?? english[code]!,
          callingCode: isSupportedCountry(code) ? `+${getCountryCallingCode(code as CountryCode)}` : '',
        }))
        .sort((a, b) => collator.compare(a.name, b.name));
      for (const country of byLang[lang]) {
        const known = foldedNames.get(country.code) ?? [folded(country.code)];
        known.push(folded(country.name));
        foldedNames.set(country.code, known);
      }
    }
    for (const [code, aliases] of Object.entries(
      names.getNames('en', { select: 'all' }) as unknown as Record<string, string[]>,
    )) {
      foldedNames.get(code)?.push(...aliases.map(folded));
    }
    countries = { byLang, folded: foldedNames };
    return countries;
  }

  function cityList(): Map<string, CityEntry[]> {
    if (cities) return cities;
    const { City: cityData, State: stateData } = require('country-state-city') as {
      City: { getAllCities(): ICity[] };
      State: { getAllStates(): IState[] };
    };
    const regions = new Map(
      stateData.getAllStates().map((state) => [`${state.countryCode}:${state.isoCode}`, state.name]),
    );
    const byCountry = new Map<string, CityEntry[]>();
    const byId = new Map<string, CityEntry>();
    for (const city of cityData.getAllCities()) {
      const id = `${city.countryCode}:${city.stateCode}:${city.name}`;
      if (byId.has(id)) continue;
      const entry: CityEntry = {
        id,
        name: city.name,
        region: regions.get(`${city.countryCode}:${city.stateCode}`) ?? null,
        countryCode: city.countryCode,
        folded: folded(city.name),
        latitude: coordinate(city.latitude),
        longitude: coordinate(city.longitude),
      };
      byId.set(id, entry);
      const list = byCountry.get(city.countryCode) ?? [];
      list.push(entry);
      byCountry.set(city.countryCode, list);
    }
    const collator = new Intl.Collator('en');
    for (const list of byCountry.values()) list.sort((a, b) => collator.compare(a.name, b.name));
    cities = byCountry;
    cityById = byId;
    return cities;
  }

  const asCity = ({ id, name, region, countryCode }: CityEntry): City => ({ id, name, region, countryCode });

  const service = {
    /** Every country (or those whose name in any language, alias or code holds `q`), by name in `lang`. */
    countries(lang: Lang, q?: string): Country[] {
      const list = countryList();
      const wanted = q ? folded(q) : '';
      if (!wanted) return list.byLang[lang];
      return list.byLang[lang].filter((country) =>
        list.folded.get(country.code)!.some((name) => name.includes(wanted)),
      );
    },

    /** The country `code` (ISO 3166-1 alpha-2) with its name in `lang`, or null. */
    country(lang: Lang, code: string): Country | null {
      return countryList().byLang[lang].find((country) => country.code === code) ?? null;
    },

    /** Up to `limit` cities of `countryCode` whose name holds `q`: those starting with it first, by name. */
    cities(countryCode: string, q: string | undefined, limit: number): City[] {
      if (!service.country('en-us', countryCode))
        throw new ApiError(422, 'location.countryUnknown', { data: { field: 'country' } });
      const list = cityList().get(countryCode) ?? [];
      const wanted = q ? folded(q) : '';
      if (!wanted) return list.slice(0, limit).map(asCity);
      const starting: CityEntry[] = [];
      const holding: CityEntry[] = [];
      for (const city of list) {
        if (city.folded.startsWith(wanted)) starting.push(city);
        else if (holding.length < limit && city.folded.includes(wanted)) holding.push(city);
        if (starting.length >= limit) break;
      }
      return [...starting, ...holding].slice(0, limit).map(asCity);
    },

    /** The city `id` (as `cities` answers it), or null. */
    city(id: string): City | null {
      cityList();
      const entry = cityById!.get(id);
      return entry ? asCity(entry) : null;
    },

    /** The place to show for the city `id`, with its country's name in `lang`. */
    place(lang: Lang, id: string): Place {
      cityList();
      const entry = cityById!.get(id);
      if (!entry) throw new ApiError(404, 'location.cityUnknown');
      return {
        ...asCity(entry),
        country: service.country(lang, entry.countryCode)?.name ?? entry.countryCode,
        latitude: entry.latitude,
        longitude: entry.longitude,
      };
    },
  };
  return service;
}

export type LocationService = ReturnType<typeof createLocationService>;
