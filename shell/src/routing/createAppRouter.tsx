import { createHashRouter } from 'react-router';
import { AppLayout } from '../layout/components/AppLayout.tsx';
import { LanguagePage } from '../pages/components/LanguagePage.tsx';
import { SplashPage } from '../pages/components/SplashPage.tsx';
import { PageResolver } from './components/PageResolver.tsx';

/** Hash routes under /h5/ (`/h5/#/pages/<area>/<page>`); remotes' pages resolve through PageResolver. */
export function createAppRouter() {
  return createHashRouter([
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
  ]);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
