import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { parseScene, type RemoteRoutes } from '@h5/platform';
import { Empty, Skeleton } from '@h5/design-system';
import { STANDALONE_NS } from './standaloneTranslations.ts';

/** The page of the current address, with its query and scene as launch parameters. */
export function StandalonePage({ routes }: { routes: RemoteRoutes }) {
  const { t } = useTranslation(STANDALONE_NS);
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const path = pathname.replace(/^\/+|\/+$/g, '');
  const Page = routes[path];
  const params = useMemo(() => {
    const query = Object.fromEntries(searchParams);
    return query.scene ? { ...query, ...parseScene(query.scene) } : query;
  }, [searchParams]);

  if (!Page) {
    return (
      <Empty
        title={t('pages')}
        action={
          <ul>
            {Object.keys(routes).map((route) => (
              <li key={route}>
                <Link to={`/${route}`}>{route}</Link>
              </li>
            ))}
          </ul>
        }
      />
    );
  }
  return (
    <Suspense fallback={<Skeleton title rows={6} />}>
      <Page key={`${path}?${searchParams.toString()}`} params={params} />
    </Suspense>
  );
}
