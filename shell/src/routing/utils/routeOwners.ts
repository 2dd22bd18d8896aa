/** Who renders a page: the shell itself or one remote (ARCHITECTURE §3). */
export type RouteOwner =
  'shell' | 'member' | 'investments' | 'property' | 'swap' | 'plans' | 'chat' | 'console';

/**
 * The operator console (`#/console/…`): one page of the `console` remote, which routes inside itself
 * and has its own layout (ADR 0023).
 */
export const CONSOLE_PAGE = 'console';

const pages = (area: string, names: string[]) => names.map((name) => `pages/${area}/${name}`);

/** Pages owned one by one. */
const PAGE_OWNERS: ReadonlyMap<string, RouteOwner> = new Map<string, RouteOwner>([
  ...pages('index', ['splash']).map((page) => [page, 'shell'] as const),
  ...pages('user', ['login', 'register', 'forget', 'reset', 'set', 'safety', 'lange']).map(
    (page) => [page, 'shell'] as const,
  ),
  ...pages('index', ['index', 'notice', 'noticedetail', 'article', 'media', 'rank', 'challenge', 'sign']).map(
    (page) => [page, 'member'] as const,
  ),
  ...pages('user', ['user', 'invite', 'team', 'equity', 'about', 'ola']).map(
    (page) => [page, 'member'] as const,
  ),
  ...pages('user', ['upcoin', 'usdt', 'address', 'addaddress']).map((page) => [page, 'property'] as const),
  // The network USDT deposits are on: the deposit page's choice (ADR 0037).
  ...pages('index', ['network']).map((page) => [page, 'property'] as const),
  ...pages('index', ['partyplan', 'teamplan', 'salonplan', 'record', 'recorddetail']).map(
    (page) => [page, 'plans'] as const,
  ),
]);

/** Areas owned as a whole (`pages/<area>/*`). */
const AREA_OWNERS: ReadonlyMap<string, RouteOwner> = new Map<string, RouteOwner>([
  ['product', 'investments'],
  ['order', 'investments'],
  ['property', 'property'],
  ['swap', 'swap'],
  ['system', 'plans'],
  ['chat', 'chat'],
]);

const PAGE_PATH = /^pages\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]+)$/;

/** The owner of a page path ('pages/index/index' → 'member'), or null for an unknown path. */
export function routeOwnerOf(pagePath: string): RouteOwner | null {
  if (pagePath === '') return 'shell';
  if (pagePath === CONSOLE_PAGE || pagePath.startsWith(`${CONSOLE_PAGE}/`)) return 'console';
  const exact = PAGE_OWNERS.get(pagePath);
  if (exact) return exact;
  const match = PAGE_PATH.exec(pagePath);
  return match ? (AREA_OWNERS.get(match[1]!) ?? null) : null;
}
