import type messages from './i18n/en-us.json';
import { defineModule } from '../../platform/module.ts';
import { onMemberMessage, serviceChatOf } from './service.chat.ts';
import { ServiceTicketSchema } from './service.entity.ts';
import { serviceTicketPolicy } from './service.policy.ts';
import { adminServiceRoutes, serviceRoutes } from './service.routes.ts';
import { createServiceDesk, type ServiceDesk } from './service.service.ts';

type Messages = typeof messages;

declare module '../../platform/i18n.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the module's messages
  interface ModuleMessages extends Messages {}
}

declare module '../../platform/module.ts' {
  interface Services {
    serviceDesk: ServiceDesk;
  }
}

/** Customer service: a member's conversation with the service desk, its queue and its operators. */
export const serviceModule = defineModule({
  name: 'service',
  entities: [ServiceTicketSchema],
  policies: [serviceTicketPolicy],
  services: {
    serviceDesk: ({ em, clock, realtime, logger, services }) =>
      createServiceDesk({ em, clock, realtime, logger, chat: serviceChatOf(services) }),
  },
  routes: ({ services }) => [
    serviceRoutes({ desk: services.serviceDesk }),
    adminServiceRoutes({ desk: services.serviceDesk }),
  ],
  // A member's message in their service conversation puts it in the queue and tells the desk.
  subscribe: ({ events, services }) => [
    onMemberMessage(events, (appended) => {
      services.serviceDesk.memberWrote(appended).catch((error: unknown) => {
        services.serviceDesk.reportFailure(error);
      });
    }),
  ],
});
