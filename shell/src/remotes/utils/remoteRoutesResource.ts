import { forgetRemote, loadRemoteRoutes, type RemoteRoutesResult } from './remoteRegistry.ts';

const resources = new Map<string, Promise<RemoteRoutesResult>>();

/** The same promise for a remote until it is retried, as React's `use()` needs. */
export function remoteRoutesResource(name: string): Promise<RemoteRoutesResult> {
  let resource = resources.get(name);
  if (!resource) {
    resource = loadRemoteRoutes(name);
    resources.set(name, resource);
  }
  return resource;
}

/** Starts loading a remote early (the splash warms up the home tab); failures surface on its page. */
export function preloadRemoteRoutes(name: string): void {
  remoteRoutesResource(name).catch(() => undefined);
}

/** Drops a failed load: the next render fetches the remote again. */
export function retryRemote(name: string): void {
  resources.delete(name);
  forgetRemote(name);
}
