import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { consoleWidthOf } from './consoleWidth.ts';

describe('consoleWidthOf', () => {
  it('keeps the side navigation from 768 px and gives it its full width from 1024 px', () => {
    assert.equal(consoleWidthOf(1280), 'desktop');
    assert.equal(consoleWidthOf(1024), 'desktop');
    assert.equal(consoleWidthOf(1023.5), 'tablet');
    assert.equal(consoleWidthOf(834), 'tablet');
    assert.equal(consoleWidthOf(768), 'tablet');
    assert.equal(consoleWidthOf(767), 'phone');
    assert.equal(consoleWidthOf(390), 'phone');
    assert.equal(consoleWidthOf(0), 'phone');
  });
});
