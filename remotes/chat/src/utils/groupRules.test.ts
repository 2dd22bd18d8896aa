import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  canChangeAdmin,
  canRemoveMember,
  groupNameProblem,
  isGroupAdmin,
  parseGroupId,
} from './groupRules.ts';

describe('groupRules', () => {
  it('takes a name of 1–40 characters once trimmed', () => {
    assert.equal(groupNameProblem('   '), 'required');
    assert.equal(groupNameProblem(' निवेश मित्र '), null);
    assert.equal(groupNameProblem('x'.repeat(40)), null);
    assert.equal(groupNameProblem(`  ${'x'.repeat(40)}  `), null);
    assert.equal(groupNameProblem('x'.repeat(41)), 'tooLong');
  });

  it('lets admins and the owner run the group', () => {
    assert.equal(isGroupAdmin('owner'), true);
    assert.equal(isGroupAdmin('admin'), true);
    assert.equal(isGroupAdmin('member'), false);
    assert.equal(isGroupAdmin(null), false);
  });

  it('lets admins remove members, the owner admins too, nobody the owner or themself', () => {
    assert.equal(canRemoveMember('admin', 'member', false), true);
    assert.equal(canRemoveMember('admin', 'admin', false), false);
    assert.equal(canRemoveMember('owner', 'admin', false), true);
    assert.equal(canRemoveMember('owner', 'owner', true), false);
    assert.equal(canRemoveMember('admin', 'admin', true), false);
    assert.equal(canRemoveMember('member', 'member', false), false);
    assert.equal(canRemoveMember(null, 'member', false), false);
  });

  it('lets only the owner set or unset admins', () => {
    assert.equal(canChangeAdmin('owner', 'member'), true);
    assert.equal(canChangeAdmin('owner', 'admin'), true);
    assert.equal(canChangeAdmin('owner', 'owner'), false);
    assert.equal(canChangeAdmin('admin', 'member'), false);
  });

  it('reads a typed group id', () => {
    assert.equal(parseGroupId(' 1042 '), 1042);
    assert.equal(parseGroupId('0'), null);
    assert.equal(parseGroupId('12a'), null);
    assert.equal(parseGroupId(''), null);
    assert.equal(parseGroupId('99999999999'), null);
  });
});
