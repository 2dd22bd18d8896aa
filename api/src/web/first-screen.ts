import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { deployedRemotes, remoteNames, type DeployedRemote } from './remotes-manifest.ts';

export type Lang = 'hi-in' | 'en-us' | 'zh-cn';
export const LANGS: readonly Lang[] = ['hi-in', 'en-us', 'zh-cn'];

/** `first-screen.json` as every front-end build writes it (FirstScreenGraph in rspack.config.base.ts). */
export type FirstScreenGraph = {
  version: 1;
  kind: 'host' | 'remote';
  entry: string[];
  start: number[];
  groups: { files: string[]; consumes: string[]; texts: Partial<Record<Lang, number[]>> }[];
  provides: Record<string, number>;
  fallbacks: Record<string, number>;
  routes: Record<string, number>;
  calls: Record<string, { path: string; query?: Record<string, string | number>; session?: boolean }[]>;
};

/** Files per language (the texts a first screen loads in the language it shows). */
export type TextFiles = Record<Lang, string[]>;

/** What a page needs before it can show, when it is the first one: its remote's code, texts and data. */
export type PagePlan = {
  remote: string;
  /** The remote's entry, its exposed route table, the page's chunks and the shared modules they add. */
  files: string[];
  texts: TextFiles;
  /** `GET` URLs (`/api/Content/notices?page=1&rows=3`) the page calls as soon as it shows. */
  calls: string[];
  /** The same, for calls that need a signed-in member: started only when a session is stored. */
  sessionCalls: string[];
};

/** Everything the first screen of `/h5/` can need, from the builds that are deployed now. */
export type FirstScreenPlan = {
  shell: { files: string[]; texts: TextFiles };
  /** Each remote's entry as the shell registers it (`RemoteEntry` of the shell's remote registry). */
  remotes: Record<string, { entry: string; type?: string; entryGlobalName?: string }>;
  pages: Record<string, PagePlan>;
};

const emptyTexts = (): TextFiles => ({ 'hi-in': [], 'en-us': [], 'zh-cn': [] });

type Source = { graph: FirstScreenGraph; base: string };
type Provider = (key: string, from: Source) => { source: Source; group: number } | null;

/** Collects the files of chunk groups and of the shared modules they consume, each once. */
class Collector {
  readonly files = new Set<string>();
  readonly texts = emptyTexts();
  readonly #seen = new Set<string>();
  readonly provider: Provider;

  /**
   * `provider(key)`: where a consumed shared module comes from, or null when it is already on the
   * page (loaded by the shell's first screen).
   */
  constructor(provider: Provider) {
    this.provider = provider;
  }

  addGroup(source: Source, index: number): void {
    const id = `${source.base}#${index}`;
    if (this.#seen.has(id)) return;
    this.#seen.add(id);
    const group = source.graph.groups[index];
    if (!group) return;
    for (const file of group.files) this.files.add(source.base + file);
    for (const lang of LANGS)
      for (const textGroup of group.texts[lang] ?? [])
        for (const file of source.graph.groups[textGroup]?.files ?? [])
          this.texts[lang].push(source.base + file);
    for (const key of group.consumes) {
      const from = this.provider(key, source);
      if (from) this.addGroup(from.source, from.group);
    }
  }

  result(): { files: string[]; texts: TextFiles } {
    const texts = emptyTexts();
    for (const lang of LANGS)
      texts[lang] = [...new Set(this.texts[lang])].filter((file) => !this.files.has(file));
    return { files: [...this.files], texts };
  }
}

/** The URL of one early call, with its query in the order it is written (as the API client sends it). */
export function callUrl(call: { path: string; query?: Record<string, string | number> }): string {
  const path = `/api/${call.path.replace(/^\/+/, '').replace(/^api\//, '')}`;
  const query = new URLSearchParams(
    Object.entries(call.query ?? {}).map(([key, value]): [string, string] => [key, String(value)]),
  ).toString();
  return query ? `${path}?${query}` : path;
}

/**
 * The plan from the shell's graph and the remotes' (pure: the tests build it from fixtures). A shared
 * module comes from the shell when the shell provides it (its copy wins at run time, and is already
 * on the page when its first screen loaded it), else from the remote's own copy.
 */
export function planFirstScreen(
  shell: FirstScreenGraph,
  remotes: { remote: Omit<DeployedRemote, 'dist'>; graph: FirstScreenGraph | undefined }[],
): FirstScreenPlan {
  const shellSource: Source = { graph: shell, base: '/h5/' };
  const onShellScreen = new Set<string>();
  const shellCollector = new Collector((key) => {
    onShellScreen.add(key);
    const group = shell.provides[key] ?? shell.fallbacks[key];
    return group === undefined ? null : { source: shellSource, group };
  });
  for (const file of shell.entry) shellCollector.files.add(`/h5/${file}`);
  for (const group of shell.start) shellCollector.addGroup(shellSource, group);

  const plan: FirstScreenPlan = { shell: shellCollector.result(), remotes: {}, pages: {} };
  for (const { remote, graph } of remotes) {
    plan.remotes[remote.name] = {
      entry: remote.entryUrl,
      ...(remote.type ? { type: remote.type } : {}),
      ...(remote.entryGlobalName ? { entryGlobalName: remote.entryGlobalName } : {}),
    };
    if (!graph) continue;
    const source: Source = { graph, base: `/h5/remotes/${remote.name}/` };
    const provider = (key: string, from: Source) => {
      if (onShellScreen.has(key)) return null;
      if (shell.provides[key] !== undefined) return { source: shellSource, group: shell.provides[key] };
      const group = from.graph.provides[key] ?? from.graph.fallbacks[key];
      return group === undefined ? null : { source: from, group };
    };
    for (const [page, routeGroup] of Object.entries(graph.routes).sort(([a], [b]) => a.localeCompare(b))) {
      const collector = new Collector(provider);
      collector.files.add(remote.entryUrl);
      for (const group of graph.start) collector.addGroup(source, group);
      collector.addGroup(source, routeGroup);
      const { files, texts } = collector.result();
      const calls = graph.calls[page] ?? [];
      plan.pages[page] = {
        remote: remote.name,
        files,
        texts,
        calls: calls.filter((call) => !call.session).map(callUrl),
        sessionCalls: calls.filter((call) => call.session).map(callUrl),
      };
    }
  }
  return plan;
}

/**
 * The same plan with each list of files largest first: over HTTP/1.1 a browser fetches six at a time,
 * and the largest, started first, no longer finishes last after the small ones' round trips.
 */
export async function largestFirst(
  plan: FirstScreenPlan,
  sizeOf: (url: string) => Promise<number>,
): Promise<FirstScreenPlan> {
  const urls = new Set([...plan.shell.files, ...Object.values(plan.pages).flatMap((page) => page.files)]);
  const sizes = new Map(await Promise.all([...urls].map(async (url) => [url, await sizeOf(url)] as const)));
  const order = (files: string[]) => [...files].sort((a, b) => (sizes.get(b) ?? 0) - (sizes.get(a) ?? 0));
  return {
    ...plan,
    shell: { ...plan.shell, files: order(plan.shell.files) },
    pages: Object.fromEntries(
      Object.entries(plan.pages).map(([page, pagePlan]) => [
        page,
        { ...pagePlan, files: order(pagePlan.files) },
      ]),
    ),
  };
}

async function readGraph(file: string): Promise<FirstScreenGraph | undefined> {
  try {
    const graph = JSON.parse(await readFile(file, 'utf8')) as FirstScreenGraph;
    return graph.version === 1 ? graph : undefined;
  } catch {
    return undefined;
  }
}

const signatureOf = async (file: string) => {
  const info = await stat(file).catch(() => undefined);
  return info ? `${file}:${info.size}:${info.mtimeMs}` : `${file}:-`;
};

/**
 * The plan for the builds on disk, computed again only when one of them changed (a deploy): the
 * files it is made from are checked on each request, which costs a few `stat` calls.
 */
export function firstScreenPlanner(webRoot: string, only?: string[]) {
  let cached: { signature: string; plan: FirstScreenPlan | undefined } | undefined;
  const shellGraph = join(webRoot, 'shell', 'dist', 'first-screen.json');
  return async function currentPlan(): Promise<FirstScreenPlan | undefined> {
    const names = await remoteNames(webRoot, only);
    const files = [
      shellGraph,
      ...names.flatMap((name) =>
        ['mf-manifest.json', 'remoteEntry.js', 'first-screen.json'].map((file) =>
          join(webRoot, 'remotes', name, 'dist', file),
        ),
      ),
    ];
    const signature = (await Promise.all(files.map(signatureOf))).join('|');
    if (cached?.signature === signature) return cached.plan;
    const shell = await readGraph(shellGraph);
    const remotes = await deployedRemotes(webRoot, only);
    const plan = shell
      ? planFirstScreen(
          shell,
          await Promise.all(
            remotes.map(async (remote) => ({
              remote,
              graph: await readGraph(join(remote.dist, 'first-screen.json')),
            })),
          ),
        )
      : undefined;
    // What the browser downloads: the build's brotli copy where there is one.
    const sizeOf = async (url: string) => {
      const path = url.split('?')[0]!;
      const remote = /^\/h5\/remotes\/([a-z0-9-]+)\/(.+)$/.exec(path);
      const file = remote
        ? join(webRoot, 'remotes', remote[1]!, 'dist', remote[2]!)
        : join(webRoot, 'shell', 'dist', path.slice('/h5/'.length));
      const info =
        (await stat(`${file}.br`).catch(() => undefined)) ?? (await stat(file).catch(() => undefined));
      return info?.size ?? 0;
    };
    cached = { signature, plan: plan && (await largestFirst(plan, sizeOf)) };
    return cached.plan;
  };
}
