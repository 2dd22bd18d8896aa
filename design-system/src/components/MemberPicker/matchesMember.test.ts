import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { matchesMember } from './matchesMember.ts';

describe('matchesMember', () => {
  const asha = { id: '10452', name: 'Asha Verma' };

  it('finds by part of the name, whatever the case', () => {
    assert.equal(matchesMember(asha, 'verm'), true);
    assert.equal(matchesMember(asha, '  ASHA '), true);
    assert.equal(matchesMember(asha, 'ravi'), false);
  });

  it('finds by part of the id', () => {
    assert.equal(matchesMember(asha, '045'), true);
  });

  it('finds Devanagari and Chinese names', () => {
    assert.equal(matchesMember({ id: '1', name: 'प्रिया वर्मा' }, 'वर्मा'), true);
    assert.equal(matchesMember({ id: '2', name: '王小明' }, '小明'), true);
  });

  it('keeps everyone for an empty query', () => {
    assert.equal(matchesMember(asha, '   '), true);
  });
});
