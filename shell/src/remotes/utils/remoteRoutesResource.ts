import { forgetRemote, loadRemoteRoutes, type RemoteRoutesResult } from './remoteRegistry.ts';

const resources = new Map<string, Promise<RemoteRoutesResult>>();

type Tracked<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/**
 * The same promise for a remote until it is retried, as React's `use()` needs. It carries its outcome
 * as React reads it (`status`, `value`): a remote that has loaded renders at once, without suspending.
 */
export function remoteRoutesResource(name: string): Promise<RemoteRoutesResult> {
  let resource = resources.get(name);
  if (!resource) {
    const tracked: Tracked<RemoteRoutesResult> = loadRemoteRoutes(name);
    tracked.then(
      (value) => Object.assign(tracked, { status: 'fulfilled', value }),
      (reason: unknown) => Object.assign(tracked, { status: 'rejected', reason }),
    );
    resource = tracked;
    resources.set(name, resource);
  }
  return resource;
}

/** Drops a failed load: the next render fetches the remote again. */
export function retryRemote(name: string): void {
  resources.delete(name);
  forgetRemote(name);
}
