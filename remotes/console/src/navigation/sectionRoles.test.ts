import assert from 'node:assert/strict';
import { test } from 'node:test';
import { OPERATOR_POLICY } from '../../../../api/src/modules/operator/operator.policy.ts';
import { OPERATOR_ROLES } from '../../../../api/src/platform/operator-auth.ts';
import { mayOpen, SECTION_ACCESS, sectionHref, type SectionKey } from './sectionRoles.ts';

/** The API policy behind each page's calls: a role sees a page exactly when the API lets it act there. */
const POLICY_OF: Record<SectionKey, keyof typeof OPERATOR_POLICY> = {
  dashboard: 'any',
  members: 'members',
  withdrawals: 'review',
  plans: 'plans',
  deposits: 'finance',
  chain: 'read',
  rates: 'finance',
  funds: 'finance',
  equity: 'read',
  staking: 'read',
  swap: 'finance',
  checkin: 'finance',
  challenges: 'finance',
  vip: 'finance',
  dividends: 'finance',
  rankings: 'members',
  ledger: 'finance',
  journal: 'finance',
  content: 'content',
  service: 'service',
  operators: 'operators',
  audit: 'operators',
};

test("each page is shown to the roles the API's policy lets act there, and to admin", () => {
  for (const section of SECTION_ACCESS) {
    const allowed: readonly string[] = OPERATOR_POLICY[POLICY_OF[section.key]];
    for (const role of OPERATOR_ROLES) {
      assert.equal(
        mayOpen(role, section),
        role === 'admin' || allowed.includes(role),
        `${role} on ${section.key}`,
      );
    }
  }
});

test('a finance operator does not see the operators page; admin sees every page', () => {
  const operators = SECTION_ACCESS.find((section) => section.key === 'operators')!;
  assert.equal(mayOpen('finance', operators), false);
  assert.ok(SECTION_ACCESS.every((section) => mayOpen('admin', section)));
});

test('sections live under #/console', () => {
  assert.equal(sectionHref({ path: '' }), '#/console');
  assert.equal(sectionHref({ path: 'members' }), '#/console/members');
});
