import type { OperatorRole } from '@h5/api/contract/operator';

export type SectionKey =
  | 'dashboard'
  | 'members'
  | 'withdrawals'
  | 'plans'
  | 'deposits'
  | 'chain'
  | 'rates'
  | 'funds'
  | 'equity'
  | 'staking'
  | 'swap'
  | 'checkin'
  | 'challenges'
  | 'vip'
  | 'dividends'
  | 'rankings'
  | 'ledger'
  | 'journal'
  | 'content'
  | 'service'
  | 'operators'
  | 'audit';

/** A page of the console: its address under `#/console/` ('' for the dashboard) and who may open it. */
export type SectionAccess = { key: SectionKey; path: string; roles: readonly OperatorRole[] };

const EVERY_ROLE = ['finance', 'support', 'reviewer'] as const;

/**
 * The console's pages by role (ADR 0023): finance sees money, support members and notices, reviewers
 * the withdrawal and community plan reviews, admin (not listed) everything. It follows the API's policy
 * (`operator.policy.ts`), which refuses the calls behind a page to any other role; a test keeps the
 * two in step.
 */
export const SECTION_ACCESS: readonly SectionAccess[] = [
  { key: 'dashboard', path: '', roles: EVERY_ROLE },
  { key: 'members', path: 'members', roles: ['support'] },
  { key: 'withdrawals', path: 'withdrawals', roles: ['finance', 'reviewer'] },
  // Community plans: a person checks the video says the plan's date, so reviewers (not finance).
  { key: 'plans', path: 'plans', roles: ['reviewer'] },
  { key: 'deposits', path: 'deposits', roles: ['finance'] },
  // On-chain USDT (ADR 0037): every operator reads the watcher, hot wallets, collection and payouts.
  { key: 'chain', path: 'chain', roles: EVERY_ROLE },
  { key: 'rates', path: 'rates', roles: ['finance'] },
  { key: 'funds', path: 'funds', roles: ['finance'] },
  // Every operator reads the products; only finance (and admin) change them, on the page itself.
  { key: 'equity', path: 'equity', roles: EVERY_ROLE },
  { key: 'staking', path: 'staking', roles: EVERY_ROLE },
  // The swap pool's reserves, fee, seeding and pause: money, so finance.
  { key: 'swap', path: 'swap', roles: ['finance'] },
  { key: 'checkin', path: 'checkin', roles: ['finance'] },
  { key: 'challenges', path: 'challenges', roles: ['finance'] },
  { key: 'vip', path: 'vip', roles: ['finance'] },
  { key: 'dividends', path: 'dividends', roles: ['finance'] },
  // Whole names and member ids: those who may see members.
  { key: 'rankings', path: 'rankings', roles: ['support'] },
  { key: 'ledger', path: 'ledger', roles: ['finance'] },
  { key: 'journal', path: 'journal', roles: ['finance'] },
  { key: 'content', path: 'content', roles: ['support'] },
  // Customer service: members' conversations with the desk, answered by support (ADR 0036).
  { key: 'service', path: 'service', roles: ['support'] },
  { key: 'operators', path: 'operators', roles: [] },
  { key: 'audit', path: 'audit', roles: [] },
];

/** Whether an operator with `role` may open `section`. */
export const mayOpen = (role: OperatorRole, section: Pick<SectionAccess, 'roles'>) =>
  role === 'admin' || section.roles.includes(role);

/** The address of a section in the hash router. */
export const sectionHref = (section: Pick<SectionAccess, 'path'>) =>
  `#/console${section.path ? `/${section.path}` : ''}`;
