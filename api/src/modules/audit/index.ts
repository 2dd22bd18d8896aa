import type messages from './i18n/en-us.json';
import { defineModule } from '../../platform/module.ts';
import { adminAuditRoutes } from './admin-audit.routes.ts';
import { AuditEventSchema } from './audit-event.entity.ts';
import { auditRoutes } from './audit.routes.ts';
import { createAuditService, type AuditService } from './audit.service.ts';
import { OperatorActionSchema } from './operator-action.entity.ts';

type Messages = typeof messages;

declare module '../../platform/i18n.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the module's messages
  interface ModuleMessages extends Messages {}
}

declare module '../../platform/module.ts' {
  interface Services {
    audit: AuditService;
  }
}

/** The security trail of members (their activity page) and the record of what operators did. */
export const auditModule = defineModule({
  name: 'audit',
  entities: [AuditEventSchema, OperatorActionSchema],
  services: {
    audit: ({ em, clock }) => createAuditService({ em, clock }),
  },
  routes: ({ em, services }) => [auditRoutes({ audit: services.audit }), adminAuditRoutes({ em })],
});
