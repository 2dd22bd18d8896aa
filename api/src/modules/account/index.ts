import { MemberTreeSchema, TeamSizeSchema } from './member-tree.entity.ts';
import type messages from './i18n/en-us.json';
import { defineModule } from '../../platform/module.ts';
import { memberPolicy } from './member.policy.ts';
import type { MemberResolver } from '../../platform/routes.ts';
import { accountRoutes } from './account.routes.ts';
import { accountAdminCommands } from './account-admin-cli.ts';
import { adminMemberRoutes } from './admin-members.routes.ts';
import { createMemberAdminService, type MemberAdminService } from './admin-members.service.ts';
import { createAccountService, type AccountService } from './account.service.ts';
import { MemberSchema } from './member.entity.ts';
import { SessionSchema } from './session.entity.ts';
import { createSessionResolver, createSessionService, type SessionService } from './session.service.ts';

type Messages = typeof messages;

declare module '../../platform/i18n.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the module's messages
  interface ModuleMessages extends Messages {}
}

declare module '../../platform/module.ts' {
  interface Services {
    accounts: AccountService;
    sessions: SessionService;
    /** Members as operators see them: search, one member's account, freezes. */
    memberAdmin: MemberAdminService;
    /** Who a member session token belongs to: the `member` guards of every route. */
    memberResolver: MemberResolver;
  }
}

/**
 * Members: registration, login and sessions, password recovery, the profile; for operators,
 * looking members up and freezing their login or withdrawals.
 */
export const accountModule = defineModule({
  name: 'account',
  entities: [MemberSchema, SessionSchema, MemberTreeSchema, TeamSizeSchema],
  policies: [memberPolicy],
  services: {
    sessions: ({ em, clock, config }) => createSessionService({ em, clock, ttlDays: config.sessionTtlDays }),
    memberResolver: ({ em, clock }) => createSessionResolver({ em, clock }),
    memberAdmin: ({ clock }) => createMemberAdminService({ clock }),
    accounts: ({ em, clock, dialect, lockouts, services }) =>
      createAccountService({
        em,
        dialect,
        clock,
        sessions: services.sessions,
        mailCodes: services.mailCodes,
        audit: services.audit,
        lockouts,
        ledger: services.ledger,
      }),
  },
  routes: ({ em, clock, services }) => [
    accountRoutes({ accounts: services.accounts, uploads: services.uploads, clock }),
    adminMemberRoutes({
      em,
      members: services.memberAdmin,
      fundOrders: services.fundOrders,
      withdrawals: services.withdrawals,
      deposits: services.deposits,
    }),
  ],
  adminCommands: accountAdminCommands,
});
