import type messages from './i18n/en-us.json';
import { defineModule } from '../../platform/module.ts';
import { locationRoutes } from './location.routes.ts';
import { createLocationService, type LocationService } from './location.service.ts';

type Messages = typeof messages;

declare module '../../platform/i18n.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the module's messages
  interface ModuleMessages extends Messages {}
}

declare module '../../platform/module.ts' {
  interface Services {
    locations: LocationService;
  }
}

/** Countries and cities from an offline list, searched on the server (ADR 0034). */
export const locationModule = defineModule({
  name: 'location',
  services: { locations: () => createLocationService() },
  routes: ({ services }) => [locationRoutes({ locations: services.locations })],
});
