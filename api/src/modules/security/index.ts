import { createSecretBox } from '../../platform/crypto.ts';
import type messages from './i18n/en-us.json';
import { defineModule } from '../../platform/module.ts';
import { createAuthenticatorService, type AuthenticatorService } from './authenticator.service.ts';
import { createPaymentPasswordService, type PaymentPasswordService } from './payment-password.service.ts';
import { securityRoutes } from './security.routes.ts';

type Messages = typeof messages;

declare module '../../platform/i18n.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the module's messages
  interface ModuleMessages extends Messages {}
}

declare module '../../platform/module.ts' {
  interface Services {
    paymentPasswords: PaymentPasswordService;
    authenticator: AuthenticatorService;
  }
}

/** The member's payment password and Google authenticator, which money calls check. */
export const securityModule = defineModule({
  name: 'security',
  services: {
    paymentPasswords: ({ em, config, lockouts, services }) =>
      createPaymentPasswordService({
        em,
        mailCodes: services.mailCodes,
        audit: services.audit,
        lockouts,
        appSecret: config.appSecret,
      }),
    authenticator: ({ em, clock, config, lockouts, services }) =>
      createAuthenticatorService({
        em,
        clock,
        box: createSecretBox(config.appSecret, 'authenticator'),
        mailCodes: services.mailCodes,
        audit: services.audit,
        lockouts,
      }),
  },
  routes: ({ clock, services }) => [
    securityRoutes({
      clock,
      paymentPasswords: services.paymentPasswords,
      authenticator: services.authenticator,
    }),
  ],
});
