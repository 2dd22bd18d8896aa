import { lazy, type ComponentType } from 'react';

/**
 * A page whose code loads on first visit. A load that failed (network) is not kept: the next
 * render, after the page's error boundary retries, imports it again.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const create = () =>
    lazy(() =>
      load().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          Current = create();
          throw error;
        },
      ),
    );
  let Current = create();
  const Page = (props: P) => <Current {...props} />;
  return Page;
}
