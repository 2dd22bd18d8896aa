import { defineModule } from '../../platform/module.ts';
import { ServiceTicketSchema } from './service.entity.ts';

/** Customer service: a member's conversation with the service desk, its queue and its operators. */
export const serviceModule = defineModule({
  name: 'service',
  entities: [ServiceTicketSchema],
});
