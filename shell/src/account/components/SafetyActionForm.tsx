import type { SafetyAction } from '../utils/safetyActions.ts';
import { AuthenticatorBindForm } from './AuthenticatorBindForm.tsx';
import { AuthenticatorChangeForm } from './AuthenticatorChangeForm.tsx';
import { AuthenticatorUnbindForm } from './AuthenticatorUnbindForm.tsx';
import { LockNotice } from './LockNotice.tsx';
import { PaymentPasswordChangeForm } from './PaymentPasswordChangeForm.tsx';
import { PaymentPasswordSetForm } from './PaymentPasswordSetForm.tsx';

/** The form of one action of the security centre. */
export function SafetyActionForm({ action }: { action: SafetyAction }) {
  switch (action) {
    case 'payment-set':
      return <PaymentPasswordSetForm />;
    case 'payment-change':
      return <PaymentPasswordChangeForm />;
    case 'authenticator-bind':
      // A first authenticator locks nothing; after an unbind, the unbind has locked already.
      return <AuthenticatorBindForm />;
    case 'authenticator-change':
      return (
        <>
          <LockNotice />
          <AuthenticatorChangeForm />
        </>
      );
    case 'authenticator-unbind':
      return (
        <>
          <LockNotice />
          <AuthenticatorUnbindForm />
        </>
      );
  }
}
