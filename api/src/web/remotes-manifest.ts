import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

const REMOTE_NAME = /^[a-z0-9][a-z0-9-]*$/;

/**
 * `/h5/remotes.json`: each remote with a built `mf-manifest.json` (limited to REMOTES when set),
 * pointing at its manifest with a short hash of the content, so a rebuilt remote gets a new URL.
 */
export async function remotesManifest(webRoot: string, only?: string[]): Promise<Record<string, string>> {
  const remotesDir = join(webRoot, 'remotes');
  let names: string[];
  try {
    const entries = await readdir(remotesDir, { withFileTypes: true });
    names = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  } catch {
    return {};
  }
  const wanted = names.filter((name) => REMOTE_NAME.test(name) && (!only || only.includes(name))).sort();
  const manifest: Record<string, string> = {};
  for (const name of wanted) {
    try {
      const content = await readFile(join(remotesDir, name, 'dist', 'mf-manifest.json'));
      const version = createHash('sha256').update(content).digest('hex').slice(0, 10);
      manifest[name] = `/h5/remotes/${name}/mf-manifest.json?v=${version}`;
    } catch {
      // Not built yet: the shell shows the remote's pages as "coming soon".
    }
  }
  return manifest;
}
