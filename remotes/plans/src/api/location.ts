// The offline list of countries and cities (`@h5/api/contract/location`, ADR 0034).
import { api } from '@h5/platform';
import type { City, Country, Place } from '@h5/api/contract/location';

/** Every country (or those matching `q`), named in the request's language, with its calling code. */
export const fetchCountries = (q = ''): Promise<Country[]> =>
  api.get<Country[]>('/Location/countries', { q: q || undefined }, { silent: true });

export const fetchCities = (country: string, q: string, limit = 50): Promise<City[]> =>
  api.get<City[]>('/Location/cities', { country, q: q || undefined, limit }, { silent: true });

export const fetchPlace = (city: string): Promise<Place> =>
  api.get<Place>('/Location/place', { city }, { silent: true });
