import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { toPagePath } from '@h5/platform';
import { accountPages } from '../../account/accountPages.ts';
import { ComingSoonPage, NotFoundPage } from '../../pages/lazyPages.ts';
import { RemotePage } from '../../remotes/components/RemotePage.tsx';
import { pageParams } from '../utils/pageParams.ts';
import { routeOwnerOf } from '../utils/routeOwners.ts';

/** Every route the shell does not render itself: the owning remote's page, "coming soon" or "not found". */
export function PageResolver() {
  const { pathname, search } = useLocation();
  const page = toPagePath(pathname);
  const params = useMemo(() => pageParams(search), [search]);
  const owner = routeOwnerOf(page);
  if (owner === null) return <NotFoundPage />;
  if (owner === 'shell') {
    const AccountPage = accountPages[page];
    if (AccountPage) return <AccountPage params={params} />;
    return <ComingSoonPage titleKey={`pages.${page.split('/').pop() ?? 'page'}`} />;
  }
  return <RemotePage remote={owner} page={page} params={params} />;
}
