import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { useAtomValue } from 'jotai';
import { ConsoleFrame } from './components/ConsoleFrame.tsx';
import { NoAccess } from './components/NoAccess.tsx';
import { PageLoading } from './components/PageLoading.tsx';
import { CONSOLE_SECTIONS, mayOpen, type SectionKey } from './navigation/consoleSections.ts';
import { LoginPage } from './pages/LoginPage.tsx';
import { operatorSessionAtom } from './session/operatorSession.ts';
import { useSessionUpkeep } from './session/useSessionUpkeep.ts';
import styles from './ConsoleApp.module.css';

/** Each section's page, loaded when first opened. */
const PAGES: Record<SectionKey, LazyExoticComponent<ComponentType>> = {
  dashboard: lazy(() => import('./pages/DashboardPage.tsx').then((m) => ({ default: m.DashboardPage }))),
  members: lazy(() => import('./pages/MembersPage.tsx').then((m) => ({ default: m.MembersPage }))),
  withdrawals: lazy(() =>
    import('./pages/WithdrawalsPage.tsx').then((m) => ({ default: m.WithdrawalsPage })),
  ),
  plans: lazy(() => import('./pages/PlansPage.tsx').then((m) => ({ default: m.PlansPage }))),
  deposits: lazy(() => import('./pages/DepositsPage.tsx').then((m) => ({ default: m.DepositsPage }))),
  chain: lazy(() => import('./pages/ChainPage.tsx').then((m) => ({ default: m.ChainPage }))),
  rates: lazy(() => import('./pages/RatesPage.tsx').then((m) => ({ default: m.RatesPage }))),
  funds: lazy(() => import('./pages/FundsPage.tsx').then((m) => ({ default: m.FundsPage }))),
  equity: lazy(() => import('./pages/EquityPage.tsx').then((m) => ({ default: m.EquityPage }))),
  staking: lazy(() => import('./pages/StakingPage.tsx').then((m) => ({ default: m.StakingPage }))),
  swap: lazy(() => import('./pages/SwapPage.tsx').then((m) => ({ default: m.SwapPage }))),
  checkin: lazy(() => import('./pages/CheckInPage.tsx').then((m) => ({ default: m.CheckInPage }))),
  challenges: lazy(() => import('./pages/ChallengesPage.tsx').then((m) => ({ default: m.ChallengesPage }))),
  vip: lazy(() => import('./pages/VipPage.tsx').then((m) => ({ default: m.VipPage }))),
  dividends: lazy(() => import('./pages/DividendsPage.tsx').then((m) => ({ default: m.DividendsPage }))),
  rankings: lazy(() => import('./pages/RankingsPage.tsx').then((m) => ({ default: m.RankingsPage }))),
  ledger: lazy(() => import('./pages/LedgerPage.tsx').then((m) => ({ default: m.LedgerPage }))),
  journal: lazy(() => import('./pages/JournalPage.tsx').then((m) => ({ default: m.JournalPage }))),
  content: lazy(() => import('./pages/ContentPage.tsx').then((m) => ({ default: m.ContentPage }))),
  service: lazy(() => import('./pages/ServicePage.tsx').then((m) => ({ default: m.ServicePage }))),
  operators: lazy(() => import('./pages/OperatorsPage.tsx').then((m) => ({ default: m.OperatorsPage }))),
  audit: lazy(() => import('./pages/AuditPage.tsx').then((m) => ({ default: m.AuditPage }))),
};

/** The console's pages for a signed-in operator: those of their role, "no access" for the others. */
function SignedIn() {
  const session = useAtomValue(operatorSessionAtom);
  useSessionUpkeep();
  const routes: RouteObject[] = [
    ...CONSOLE_SECTIONS.map((section): RouteObject => {
      const Page = PAGES[section.key];
      const element =
        session && mayOpen(session.operator.role, section) ? <Page /> : <NoAccess section={section.key} />;
      return section.path ? { path: section.path, element } : { index: true, element };
    }),
    { path: '*', element: <Navigate to="/console" replace /> },
  ];
  const page = useRoutes(routes);
  return (
    <ConsoleFrame>
      <Suspense fallback={<PageLoading />}>{page}</Suspense>
    </ConsoleFrame>
  );
}

/**
 * The operator console under `#/console/…` (ADR 0023): sign-in, then the frame and the pages of the
 * operator's role. Without a session every address leads to sign-in, and back after.
 */
export function ConsoleApp() {
  const session = useAtomValue(operatorSessionAtom);
  const { pathname, search } = useLocation();
  const page = useRoutes([
    { path: 'login', element: <LoginPage /> },
    {
      path: '*',
      element: session ? (
        <SignedIn />
      ) : (
        <Navigate to={`/console/login?from=${encodeURIComponent(pathname + search)}`} replace />
      ),
    },
  ]);
  return <div className={styles.console}>{page}</div>;
}
