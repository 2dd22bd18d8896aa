/**
 * Normalises a page address to a router path: 'pages/user/login', '/pages/user/login',
 * '#/pages/user/login?x=1' and '/h5/#/pages/user/login' all give '/pages/user/login…'.
 */
export function toRoutePath(url: string): string {
  let path = String(url ?? '').trim();
  const hash = path.indexOf('#');
  if (hash >= 0) path = path.slice(hash + 1);
  path = path.replace(/^\/+/, '');
  return `/${path}`;
}

/** The page path of a router path without slash or query: '/pages/a/b?x=1' → 'pages/a/b'. */
export function toPagePath(routePath: string): string {
  const withoutQuery = routePath.split(/[?#]/, 1)[0] ?? '';
  return withoutQuery.replace(/^\/+|\/+$/g, '');
}
