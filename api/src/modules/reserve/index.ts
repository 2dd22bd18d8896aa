import { defineModule } from '../../platform/module.ts';
import { reserveRoutes } from './reserve.routes.ts';

/** The market reserve: the reserve fund's size and history, and the platform's coverage. */
export const reserveModule = defineModule({
  name: 'reserve',
  routes: ({ em, services }) => [reserveRoutes({ em, wallet: services.wallet })],
});
