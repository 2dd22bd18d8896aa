import { z } from 'zod';
import { optional } from '../../platform/params.ts';
import { intParam, message } from '../../platform/validate.ts';

const search = () => optional(z.string().trim().max(60, message('location.searchTooLong')));

/** `GET /api/Location/countries?q=` */
export const CountriesQuerySchema = z.object({ q: search() });

/** `GET /api/Location/cities?country=IN&q=del&limit=20` */
export const CitiesQuerySchema = z.object({
  country: z
    .string(message('location.countryUnknown'))
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, message('location.countryUnknown')),
  q: search(),
  limit: intParam().pipe(z.number().int().min(1).max(100)).default(20),
});

/** `GET /api/Location/place?city=IN:DL:New Delhi` */
export const PlaceQuerySchema = z.object({
  city: z.string(message('location.cityUnknown')).trim().min(1, message('location.cityUnknown')).max(200),
});
