import { Suspense, use } from 'react';
import { ComingSoonPage } from '../../pages/lazyPages.ts';
import { PageLoading } from '../../pages/components/PageLoading.tsx';
import { usePageShown } from '../../startup/pageShown.ts';
import { remoteRoutesResource, retryRemote } from '../utils/remoteRoutesResource.ts';
import { RemoteErrorBoundary } from './RemoteErrorBoundary.tsx';

type RemotePageProps = { remote: string; page: string; params: Record<string, string> };

function RemotePageContent({ remote, page, params }: RemotePageProps) {
  const result = use(remoteRoutesResource(remote));
  // Committed together with the page it renders, once that page's code has loaded.
  usePageShown();
  const Page = result.status === 'ready' ? result.routes[page] : undefined;
  if (!Page) return <ComingSoonPage />;
  return <Page params={params} />;
}

/** A page rendered by the remote that owns it, fenced by its own loading state and error boundary. */
export function RemotePage(props: RemotePageProps) {
  return (
    <RemoteErrorBoundary
      key={`${props.remote}:${props.page}`}
      remote={props.remote}
      onRetry={() => retryRemote(props.remote)}
    >
      <Suspense fallback={<PageLoading />}>
        <RemotePageContent {...props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
