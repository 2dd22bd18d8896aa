import { useRoutes, type RouteObject } from 'react-router';
import { AppLayout } from '../../layout/components/AppLayout.tsx';
import { LanguagePage } from '../../pages/lazyPages.ts';
import { SplashPage } from '../../pages/components/SplashPage.tsx';
import { ConsoleRoute } from './ConsoleRoute.tsx';
import { PageResolver } from './PageResolver.tsx';

/**
 * Hash routes under /h5/ (`/h5/#/pages/<area>/<page>`); remotes' pages resolve through PageResolver.
 * The operator console (`/h5/#/console/…`) has a layout of its own.
 */
const APP_ROUTES: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    children: [
      { index: true, element: <SplashPage /> },
      { path: 'pages/index/splash', element: <SplashPage /> },
      { path: 'pages/user/lange', element: <LanguagePage /> },
      { path: '*', element: <PageResolver /> },
    ],
  },
  { path: 'console/*', element: <ConsoleRoute /> },
];

/** The page of the current address, inside the app's layout. */
export function AppRoutes() {
  return useRoutes(APP_ROUTES);
}
