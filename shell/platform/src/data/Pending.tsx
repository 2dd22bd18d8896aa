import { Empty, ErrorState, Skeleton, type SkeletonProps } from '@h5/design-system';
import { Card } from '@h5/design-system/Card';
import { failureDescription } from '../api/failureDescription.ts';
import { pendingView } from './pendingView.ts';

export type PendingProps = SkeletonProps & {
  /** The load the page waits for (`useAsyncData`, `usePagedList`): its failure is shown with a retry. */
  load: { error: unknown; reload: () => void };
  /** What failed ("Could not load the plan"), above the server's words; the design system's otherwise. */
  failureTitle?: string;
  /**
   * Said instead of the failure when the server refused with 404 (or 400 or 422: not an id): what the
   * page was opened for does not exist (or is not the member's), and trying again cannot help.
   */
  notFound?: string;
  /** The card the skeleton stands in, shaped as the content's own will be; `none` for content without one. */
  card?: 'plain' | 'raised' | 'flush' | 'none';
};

/**
 * What a page shows until its data has come: the failure, in the server's words when it answered,
 * with a retry; "not found" when asked; otherwise a skeleton of the content in its card.
 */
export function Pending({ load, failureTitle, notFound, card = 'plain', ...skeleton }: PendingProps) {
  const view = pendingView(load.error, Boolean(notFound));
  if (view === 'notFound') return <Empty title={notFound} />;
  if (view === 'failure')
    return (
      <ErrorState title={failureTitle} description={failureDescription(load.error)} onRetry={load.reload} />
    );
  if (card === 'none') return <Skeleton {...skeleton} />;
  return (
    <Card raised={card === 'raised'} flush={card === 'flush'}>
      <Skeleton {...skeleton} />
    </Card>
  );
}
