import { isFirstPageShown } from '../startup/pageShown.ts';
import type { RemoteEntry } from '../remotes/utils/remoteEntryFromManifest.ts';

/** The data block the server writes into the document (`<script type="application/json">`, ADR 0022). */
export const FIRST_SCREEN_DATA_ID = 'h5-first-screen';

let remotes: Record<string, RemoteEntry | undefined> | undefined;

/**
 * The entry of a remote as the document names it, for the first page only: the document was written
 * with the deployed builds when it was served, which saves the round trips to `remotes.json` and the
 * remote's manifest (whose downloads the boot script has already started). Later pages, and any retry,
 * ask `remotes.json` as always: a document kept by the service worker may be older than a deploy.
 */
export function firstScreenRemoteEntry(name: string): RemoteEntry | undefined {
  if (isFirstPageShown()) return undefined;
  if (!remotes) {
    try {
      remotes = JSON.parse(document.getElementById(FIRST_SCREEN_DATA_ID)?.textContent || '{}').remotes;
    } catch {
      // No usable data block: remotes.json says where the remotes are.
    }
    remotes ??= {};
  }
  const remote = remotes[name];
  return typeof remote?.entry === 'string' ? remote : undefined;
}
