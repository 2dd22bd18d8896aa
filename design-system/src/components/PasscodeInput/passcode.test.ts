import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { currentBox, toPasscode } from './passcode.ts';

describe('toPasscode', () => {
  it('keeps digits only', () => {
    assert.equal(toPasscode('12a3', 6), '123');
    assert.equal(toPasscode('abc', 6), '');
    assert.equal(toPasscode('', 6), '');
  });

  it('reads a pasted code with spaces, dashes or words around it', () => {
    assert.equal(toPasscode('123 456', 6), '123456');
    assert.equal(toPasscode('123-456', 6), '123456');
    assert.equal(toPasscode('Your code: 654321.', 6), '654321');
  });

  it('never grows past the length', () => {
    assert.equal(toPasscode('12345678', 6), '123456');
    assert.equal(toPasscode('12345678', 4), '1234');
    assert.equal(toPasscode('123', 0), '');
  });

  it('reads Devanagari and full-width digits as 0–9', () => {
    assert.equal(toPasscode('१२३४५६', 6), '123456');
    assert.equal(toPasscode('０９８７６５', 6), '098765');
    assert.equal(toPasscode('०1२3', 6), '0123');
  });
});

describe('currentBox', () => {
  it('points at the first empty box', () => {
    assert.equal(currentBox('', 6), 0);
    assert.equal(currentBox('123', 6), 3);
  });

  it('stays on the last box once the code is complete', () => {
    assert.equal(currentBox('123456', 6), 5);
  });
});
