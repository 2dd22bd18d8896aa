import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { useLocation, useNavigate } from 'react-router';
import { ConsoleLayout } from '@h5/design-system/ConsoleLayout';
import { consoleApi } from '../api/consoleApi.ts';
import { useConsoleTranslation } from '../i18n/consoleTranslations.ts';
import { sectionHref, sectionsFor } from '../navigation/consoleSections.ts';
import { operatorSessionAtom } from '../session/operatorSession.ts';

/** The console's frame: navigation by the operator's role, who is signed in, and sign-out. */
export function ConsoleFrame({ children }: { children: ReactNode }) {
  const { t } = useConsoleTranslation();
  const session = useAtomValue(operatorSessionAtom);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  if (!session) return null;
  const current = pathname.replace(/^\/console\/?/, '').split('/')[0] ?? '';
  const items = sectionsFor(session.operator.role).map((section) => ({
    key: section.key,
    label: t(`nav.${section.key}`),
    href: sectionHref(section),
    icon: section.icon,
    active: section.path === current,
  }));

  const signOut = async () => {
    // The server ends the session first; the tab forgets it whatever the answer.
    await consoleApi.post('/Admin/logout', undefined, { silent: true }).catch(() => undefined);
    // Sign-in forgets the session in this tab as it opens (ending it here first would send the
    // operator there without saying why).
    navigate('/console/login?signedOut=1', { replace: true });
  };

  return (
    <ConsoleLayout
      productName={t('product')}
      navLabel={t('navLabel')}
      sections={[{ items }]}
      operator={{
        name: session.operator.displayName || session.operator.username,
        role: t(`roles.${session.operator.role}`),
      }}
      onSignOut={() => void signOut()}
    >
      {children}
    </ConsoleLayout>
  );
}
