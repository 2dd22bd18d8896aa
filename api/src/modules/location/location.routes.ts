import { sendOk } from '../../platform/envelope.ts';
import { defineRoutes, guard } from '../../platform/routes.ts';
import type { City, Country, Place } from './location.contract.ts';
import { CitiesQuerySchema, CountriesQuerySchema, PlaceQuerySchema } from './location.schema.ts';
import type { LocationService } from './location.service.ts';

/** Countries, cities and places from the offline list (ADR 0034); public, nothing of a member's. */
export const locationRoutes = ({ locations }: { locations: LocationService }) =>
  defineRoutes('/api/Location', (route) => {
    route.get('/countries', { guard: guard.public, query: CountriesQuerySchema }, (ctx, { query }) => {
      const answer: Country[] = locations.countries(ctx.state.lang, query.q);
      sendOk(ctx, answer);
    });

    route.get('/cities', { guard: guard.public, query: CitiesQuerySchema }, (ctx, { query }) => {
      const answer: City[] = locations.cities(query.country, query.q, query.limit);
      sendOk(ctx, answer);
    });

    route.get('/place', { guard: guard.public, query: PlaceQuerySchema }, (ctx, { query }) => {
      const answer: Place = locations.place(ctx.state.lang, query.city);
      sendOk(ctx, answer);
    });
  });
