import type messages from './i18n/en-us.json';
import { defineModule } from '../../platform/module.ts';
import { ChatGroupRequestSchema, ChatGroupSchema } from './group.entity.ts';
import {
  groupMemberPolicy,
  groupPolicy,
  groupRequestPolicy,
  joinedGroupPolicy,
  publicGroupPolicy,
} from './groups.policy.ts';
import { servicePorts } from './groups.ports.ts';
import { groupRoutes } from './groups.routes.ts';
import { createGroupsService, type GroupsService } from './groups.service.ts';

type Messages = typeof messages;

declare module '../../platform/i18n.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the module's messages
  interface ModuleMessages extends Messages {}
}

declare module '../../platform/module.ts' {
  interface Services {
    groups: GroupsService;
  }
}

/** Groups: their conversation, roles (owner, admin, member), join mode and join requests (ADR 0036). */
export const groupsModule = defineModule({
  name: 'groups',
  entities: [ChatGroupSchema, ChatGroupRequestSchema],
  policies: [groupPolicy, joinedGroupPolicy, publicGroupPolicy, groupRequestPolicy, groupMemberPolicy],
  services: {
    groups: ({ em, clock, dialect, logger, services }) =>
      createGroupsService({
        em,
        clock,
        dialect,
        logger,
        uploads: services.uploads,
        ports: servicePorts({ em, services }),
      }),
  },
  routes: ({ services }) => [groupRoutes({ groups: services.groups })],
});
