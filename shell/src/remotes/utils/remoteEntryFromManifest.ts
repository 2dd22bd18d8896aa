/** What the shell needs to register a remote: its entry script and how that script exposes itself. */
export type RemoteEntry = { entry: string; type?: string; entryGlobalName?: string };

type ManifestMetaData = {
  globalName?: unknown;
  publicPath?: unknown;
  remoteEntry?: { name?: unknown; path?: unknown; type?: unknown };
};

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * The remote entry named by a remote's `mf-manifest.json`, resolved against the manifest's own URL
 * (`publicPath: 'auto'`: the entry sits in the manifest's folder) or against the manifest's explicit
 * `publicPath`. The entry keeps the manifest URL's query: that query carries the version the
 * runtime manifest announced (and a retry counter), so a redeployed remote is never served from an
 * old cached entry.
 */
export function remoteEntryFromManifest(
  manifestUrl: string,
  manifest: unknown,
  pageUrl: string,
): RemoteEntry {
  const metaData = (manifest as { metaData?: ManifestMetaData } | null)?.metaData;
  const remoteEntry = metaData?.remoteEntry;
  if (!remoteEntry || !nonEmpty(remoteEntry.name)) throw new Error(`${manifestUrl} names no remote entry`);

  const manifestHref = new URL(manifestUrl, pageUrl);
  const folder =
    nonEmpty(metaData.publicPath) && metaData.publicPath !== 'auto'
      ? new URL(metaData.publicPath, manifestHref)
      : manifestHref;
  const path = nonEmpty(remoteEntry.path) ? `${remoteEntry.path.replace(/^\/+|\/+$/g, '')}/` : '';
  const entry = new URL(`${path}${remoteEntry.name.replace(/^\/+/, '')}`, folder);
  entry.search = manifestHref.search;

  return {
    entry: entry.origin === new URL(pageUrl).origin ? `${entry.pathname}${entry.search}` : entry.href,
    ...(nonEmpty(remoteEntry.type) ? { type: remoteEntry.type } : {}),
    ...(nonEmpty(metaData.globalName) ? { entryGlobalName: metaData.globalName } : {}),
  };
}
