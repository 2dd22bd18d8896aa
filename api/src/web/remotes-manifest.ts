import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

const REMOTE_NAME = /^[a-z0-9][a-z0-9-]*$/;

/** A built remote as the shell registers it: where its manifest and its entry are, at which version. */
export type DeployedRemote = {
  name: string;
  /** A short hash of its `mf-manifest.json` and `remoteEntry.js`: a rebuilt remote gets new URLs. */
  version: string;
  manifestUrl: string;
  /** The entry the manifest names, with the version as its query (`…/remoteEntry.js?v=…`). */
  entryUrl: string;
  /** How the entry exposes itself (`metaData.remoteEntry.type`, `metaData.globalName`). */
  type?: string;
  entryGlobalName?: string;
  /** The remote's folder on disk (`remotes/<name>/dist`). */
  dist: string;
};

type ManifestMetaData = {
  globalName?: unknown;
  publicPath?: unknown;
  remoteEntry?: { name?: unknown; path?: unknown; type?: unknown };
};

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** The names of the remotes' folders under `<webRoot>/remotes` (limited to `only` when set). */
export async function remoteNames(webRoot: string, only?: string[]): Promise<string[]> {
  try {
    const entries = await readdir(join(webRoot, 'remotes'), { withFileTypes: true });
    return entries
      .filter((entry) => entry.isDirectory() && REMOTE_NAME.test(entry.name))
      .map((entry) => entry.name)
      .filter((name) => !only || only.includes(name))
      .sort();
  } catch {
    return [];
  }
}

/**
 * A remote with a built `mf-manifest.json`, or undefined. Its entry is resolved as the shell would
 * (`remoteEntryFromManifest`): the manifest's folder (or its explicit `publicPath`), the entry's
 * path and name.
 */
export async function readDeployedRemote(webRoot: string, name: string): Promise<DeployedRemote | undefined> {
  const dist = join(webRoot, 'remotes', name, 'dist');
  let manifestBytes: Buffer;
  try {
    manifestBytes = await readFile(join(dist, 'mf-manifest.json'));
  } catch {
    return undefined; // Not built yet: the shell shows the remote's pages as "coming soon".
  }
  let metaData: ManifestMetaData | undefined;
  try {
    metaData = (JSON.parse(manifestBytes.toString('utf8')) as { metaData?: ManifestMetaData }).metaData;
  } catch {
    metaData = undefined;
  }
  const remoteEntry = metaData?.remoteEntry;
  const entryName = nonEmpty(remoteEntry?.name) ? remoteEntry.name.replace(/^\/+/, '') : 'remoteEntry.js';
  const entryPath = nonEmpty(remoteEntry?.path) ? `${remoteEntry.path.replace(/^\/+|\/+$/g, '')}/` : '';
  const entryBytes = await readFile(join(dist, entryPath, entryName)).catch(() => Buffer.alloc(0));
  const version = createHash('sha256').update(manifestBytes).update(entryBytes).digest('hex').slice(0, 10);

  const base = `/h5/remotes/${name}/`;
  const folder =
    nonEmpty(metaData?.publicPath) && metaData.publicPath !== 'auto'
      ? new URL(metaData.publicPath, `http://h5${base}`)
      : new URL(base, 'http://h5');
  const entry = new URL(`${entryPath}${entryName}`, folder);
  entry.search = `v=${version}`;
  return {
    name,
    version,
    manifestUrl: `${base}mf-manifest.json?v=${version}`,
    entryUrl: entry.origin === 'http://h5' ? `${entry.pathname}${entry.search}` : entry.href,
    ...(nonEmpty(remoteEntry?.type) ? { type: remoteEntry.type } : {}),
    ...(nonEmpty(metaData?.globalName) ? { entryGlobalName: metaData.globalName } : {}),
    dist,
  };
}

/** Every built remote (limited to `only` when set), by name. */
export async function deployedRemotes(webRoot: string, only?: string[]): Promise<DeployedRemote[]> {
  const remotes = await Promise.all(
    (await remoteNames(webRoot, only)).map((name) => readDeployedRemote(webRoot, name)),
  );
  return remotes.filter((remote): remote is DeployedRemote => remote !== undefined);
}

/**
 * `/h5/remotes.json`: each remote with a built `mf-manifest.json` (limited to REMOTES when set),
 * pointing at its manifest with a short hash of the manifest and the entry, so a rebuilt remote gets a
 * new URL.
 */
export async function remotesManifest(webRoot: string, only?: string[]): Promise<Record<string, string>> {
  const manifest: Record<string, string> = {};
  for (const remote of await deployedRemotes(webRoot, only)) manifest[remote.name] = remote.manifestUrl;
  return manifest;
}
