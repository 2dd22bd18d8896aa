import type messages from './i18n/en-us.json';
import { defineModule } from '../../platform/module.ts';
import { PlatformSettingSchema } from './platform-setting.entity.ts';
import { WithdrawalAddressSchema } from './withdrawal-address.entity.ts';
import { withdrawalAdminCommands } from './withdrawal-admin-cli.ts';
import { WithdrawalSchema } from './withdrawal.entity.ts';
import { addressPolicy, withdrawalPolicy } from './withdrawal.policy.ts';
import { adminWithdrawalRoutes, withdrawalRoutes } from './withdrawal.routes.ts';
import { automaticPayoutsOf, createWithdrawalService, type WithdrawalService } from './withdrawal.service.ts';

type Messages = typeof messages;

declare module '../../platform/i18n.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the module's messages
  interface ModuleMessages extends Messages {}
}

declare module '../../platform/module.ts' {
  interface Services {
    withdrawals: WithdrawalService;
  }
}

/** USDT withdrawals: saved addresses, requests and cancels, limits, and the review queue. */
export const withdrawalModule = defineModule({
  name: 'withdrawal',
  entities: [PlatformSettingSchema, WithdrawalAddressSchema, WithdrawalSchema],
  policies: [withdrawalPolicy, addressPolicy],
  services: {
    withdrawals: ({ clock, config, dialect, services }) =>
      createWithdrawalService({
        clock,
        ledger: services.ledger,
        dialect,
        automaticPayouts: automaticPayoutsOf(config),
        benefitsOf: (em, memberId) => services.vip.benefitsOf(em, memberId),
      }),
  },
  routes: ({ em, clock, services }) => {
    const deps = {
      em,
      clock,
      withdrawals: services.withdrawals,
      idempotent: services.idempotent,
      paymentPasswords: services.paymentPasswords,
      authenticator: services.authenticator,
    };
    return [withdrawalRoutes(deps), adminWithdrawalRoutes(deps)];
  },
  adminCommands: withdrawalAdminCommands,
});
