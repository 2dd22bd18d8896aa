import { lazyPage } from './lazyPage.tsx';

// Pages that the first screen does not need, each loaded on first visit.

export const LanguagePage = lazyPage(() =>
  import('./components/LanguagePage.tsx').then((module) => module.LanguagePage),
);

export const NotFoundPage = lazyPage(() =>
  import('./components/NotFoundPage.tsx').then((module) => module.NotFoundPage),
);

export const ComingSoonPage = lazyPage(() =>
  import('./components/ComingSoonPage.tsx').then((module) => module.ComingSoonPage),
);

export const SplashScreen = lazyPage(() =>
  import('./components/SplashScreen.tsx').then((module) => module.SplashScreen),
);
