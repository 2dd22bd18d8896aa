import type { ComponentType, LazyExoticComponent } from 'react';

/** What the shell hands every page: the query and the parsed `scene`. */
export type PageProps = { params: Record<string, string> };

/** A remote's `./routes` default export: page path ('pages/index/index') → lazily loaded page. */
export type RemoteRoutes = Record<string, LazyExoticComponent<ComponentType<PageProps>>>;
