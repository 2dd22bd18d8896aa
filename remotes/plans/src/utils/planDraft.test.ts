import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { PlanRules } from '@h5/api/contract/plans';
import {
  draftProblems,
  emptyDraft,
  fieldOfRefusal,
  parseDraft,
  submitInput,
  type PlanDraft,
} from './planDraft.ts';

const rules: PlanRules = {
  tables: { min: 1, max: 30 },
  people: { min: 15, max: 30 },
  posterMaxBytes: 10 * 1024 * 1024,
  videoMaxBytes: 300 * 1024 * 1024,
  videoTypes: ['video/mp4', 'video/quicktime', 'video/x-m4v', 'video/x-msvideo'],
  today: '2026-11-27',
};

const complete: PlanDraft = {
  theme: '  Diwali dinner ',
  country: { code: 'IN', name: 'India' },
  city: { id: 'IN:DL:New Delhi', name: 'New Delhi', region: 'Delhi' },
  host: 'Asha',
  count: 12,
  date: '2026-11-20',
  poster: '/uploads/poster.jpg',
  video: { name: 'dinner.mp4', size: 1234, id: 'abc', finished: true },
  phoneCountry: 'IN',
  phoneNumber: '98765 43210',
  agreed: true,
};

const fields = (draft: PlanDraft, kind: 'party' | 'team' | 'salon' = 'party', today = '2026-11-27') =>
  draftProblems(kind, draft, rules, today).map((problem) => problem.field);

test('a complete draft has no problem and becomes the request the contract names', () => {
  assert.deepEqual(fields(complete), []);
  assert.deepEqual(submitInput('party', complete, '+91'), {
    kind: 'party',
    theme: 'Diwali dinner',
    countryCode: 'IN',
    cityId: 'IN:DL:New Delhi',
    host: 'Asha',
    tables: 12,
    date: '2026-11-20',
    poster: '/uploads/poster.jpg',
    videoId: 'abc',
    phone: { prefix: '+91', number: '9876543210' },
    agreed: true,
  });
  const team = submitInput('team', { ...complete, count: 20 }, '+91');
  assert.equal(team.people, 20);
  assert.equal('tables' in team, false);
});

test('tables 1–30 for a dinner, people 15–30 for team-building and a salon, at both edges', () => {
  assert.deepEqual(fields({ ...complete, count: 0 }), ['count']);
  assert.deepEqual(fields({ ...complete, count: 1 }), []);
  assert.deepEqual(fields({ ...complete, count: 30 }), []);
  assert.deepEqual(fields({ ...complete, count: 31 }), ['count']);
  assert.deepEqual(fields({ ...complete, count: 14 }, 'team'), ['count']);
  assert.deepEqual(fields({ ...complete, count: 15 }, 'team'), []);
  assert.deepEqual(fields({ ...complete, count: 30 }, 'salon'), []);
  assert.deepEqual(fields({ ...complete, count: 31 }, 'salon'), ['count']);
  const [problem] = draftProblems('team', { ...complete, count: 3 }, rules, '2026-11-27');
  assert.deepEqual(problem, { field: 'count', key: 'form.errors.peopleRange', values: { min: 15, max: 30 } });
});

test('the date may be today in India but not tomorrow', () => {
  assert.deepEqual(fields({ ...complete, date: '2026-11-27' }), []);
  assert.deepEqual(fields({ ...complete, date: '2026-11-28' }), ['date']);
  assert.deepEqual(fields({ ...complete, date: '' }), ['date']);
});

test('an empty form names every field, in the order of the form', () => {
  assert.deepEqual(fields(emptyDraft()), [
    'theme',
    'country',
    'host',
    'count',
    'date',
    'poster',
    'video',
    'phone',
    'agreed',
  ]);
  assert.deepEqual(fields({ ...complete, city: null }), ['city']);
});

test('an unfinished video and a number that is not one are refused', () => {
  assert.deepEqual(fields({ ...complete, video: { name: 'a.mp4', size: 10, id: null, finished: false } }), [
    'video',
  ]);
  assert.deepEqual(fields({ ...complete, video: { name: 'a.mp4', size: 10, id: 'x', finished: false } }), [
    'video',
  ]);
  assert.deepEqual(fields({ ...complete, phoneNumber: '12ab' }), ['phone']);
  assert.deepEqual(fields({ ...complete, phoneNumber: '(987) 654-3210' }), []);
});

test('a stored draft is read back field by field; damage gives the empty form', () => {
  assert.deepEqual(parseDraft(JSON.stringify(complete)), complete);
  assert.deepEqual(parseDraft('{not json'), emptyDraft());
  assert.deepEqual(parseDraft(null), emptyDraft());
  const damaged = parseDraft(JSON.stringify({ theme: 3, count: 2.5, city: { id: 1 }, agreed: 'yes' }));
  assert.deepEqual(damaged, emptyDraft());
});

test("the server's field names land on the form's fields", () => {
  assert.equal(fieldOfRefusal('cityId'), 'city');
  assert.equal(fieldOfRefusal('countryCode'), 'country');
  assert.equal(fieldOfRefusal('tables'), 'count');
  assert.equal(fieldOfRefusal('people'), 'count');
  assert.equal(fieldOfRefusal('videoId'), 'video');
  assert.equal(fieldOfRefusal('phone.number'), 'phone');
  assert.equal(fieldOfRefusal('unknown'), null);
  assert.equal(fieldOfRefusal(undefined), null);
});
