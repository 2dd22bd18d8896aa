import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { missingPostField, refusedPostField } from './postDraft.ts';

describe('missingPostField', () => {
  it('names the title first, then the content; blank counts as missing', () => {
    assert.equal(missingPostField({ title: '', content: '' }), 'title');
    assert.equal(missingPostField({ title: '  ', content: 'text' }), 'title');
    assert.equal(missingPostField({ title: 'Diwali', content: '\n \t' }), 'content');
    assert.equal(missingPostField({ title: 'Diwali', content: 'Lights' }), null);
  });
});

describe('refusedPostField', () => {
  it('reads the field a refusal names, and nothing else', () => {
    assert.equal(refusedPostField({ data: { field: 'content' } }), 'content');
    assert.equal(refusedPostField({ data: { field: 'images' } }), 'images');
    assert.equal(refusedPostField({ data: { field: 'postId' } }), null);
    assert.equal(refusedPostField({ data: null }), null);
    assert.equal(refusedPostField(null), null);
  });
});
