// `@h5/platform/security`: not part of the shared platform module (the shell's first load does not
// carry it); each package that uses it bundles this hook, which reaches the session and navigation
// through the shared `@h5/platform`.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showAlert } from '@h5/design-system';
import { navigation, refreshUserInfo, useSession } from '@h5/platform';
import {
  isSecurityRemedy,
  missingSecurity,
  refusalOf,
  SECURITY_REMEDY_PAGE,
  type SecurityRemedyCode,
} from '../../api/refusal.ts';

/**
 * What a money page needs set first (a payment password, an authenticator), from the member's
 * profile or from a refusal that names it, and the offer to go and set it on the security page.
 * The words are the page's own: `remedy.<code>.message` and `remedy.<code>.action` in `namespace`.
 */
export function useSecurityRemedy(needs: readonly SecurityRemedyCode[], namespace: string) {
  const { t } = useTranslation(namespace);
  const { userInfo } = useSession();
  const [refused, setRefused] = useState<SecurityRemedyCode | null>(null);
  const missing = refused ?? missingSecurity(userInfo?.security, needs);

  /** Says what is missing and, once the member confirms, opens the page that sets it. */
  const ask = async (code: SecurityRemedyCode) => {
    await showAlert({ message: t(`remedy.${code}.message`), confirmText: t(`remedy.${code}.action`) });
    navigation.navigate(SECURITY_REMEDY_PAGE[code]);
  };

  /** Acts on a refusal that names what is missing; false for any other failure. */
  const handleRefusal = (error: unknown): boolean => {
    const code = refusalOf(error)?.code;
    if (!isSecurityRemedy(code)) return false;
    setRefused(code);
    // The profile said it was there: read it again.
    refreshUserInfo({ silent: true }).catch(() => undefined);
    void ask(code);
    return true;
  };

  return { missing, ask, handleRefusal };
}
