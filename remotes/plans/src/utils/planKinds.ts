import type { PlanKind, PlanRules } from '@h5/api/contract/plans';

/** The form page of each kind of plan. */
export const PLAN_PAGES: Record<PlanKind, string> = {
  party: 'pages/index/partyplan',
  team: 'pages/index/teamplan',
  salon: 'pages/index/salonplan',
};

export const PLAN_KINDS: readonly PlanKind[] = ['party', 'team', 'salon'];

export const isPlanKind = (value: unknown): value is PlanKind =>
  typeof value === 'string' && (PLAN_KINDS as readonly string[]).includes(value);

/** What a plan of this kind counts: tables for a dinner, people for team-building and a salon. */
export const countOf = (kind: PlanKind): 'tables' | 'people' => (kind === 'party' ? 'tables' : 'people');

/** The limits of the count, as the server answered them. */
export const countLimits = (kind: PlanKind, rules: PlanRules): { min: number; max: number } =>
  rules[countOf(kind)];
