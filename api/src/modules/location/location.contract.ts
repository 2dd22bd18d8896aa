// Wire types of the location module (`@h5/api/contract/location`), shared with the front end. Types
// only. An offline list of countries (names in the three languages) and their cities (names as the
// list has them, with coordinates), searched on the server (ADR 0034).

/** GET /api/Location/countries?q=: every country (or those matching `q`), by name in the language. */
export type Country = { code: string; name: string; callingCode: string };

/** GET /api/Location/cities?country=IN&q=del&limit=20: cities of a country matching `q`. */
export type City = {
  /** Stable key of the city in the list (`IN:DL:New Delhi`); plans store it. */
  id: string;
  name: string;
  /** The state or region the city is in, when the list knows it. */
  region: string | null;
  countryCode: string;
};

/** GET /api/Location/place?city=<id>: a place to show on `pages/system/open-location`. */
export type Place = City & {
  country: string;
  latitude: number | null;
  longitude: number | null;
};
