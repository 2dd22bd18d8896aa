import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MARQUEE_PX_PER_SECOND, marqueeSeconds } from './marquee.ts';

describe('marqueeSeconds', () => {
  it('moves the sentence and its gap at a reading speed', () => {
    assert.equal(marqueeSeconds(800), 800 / MARQUEE_PX_PER_SECOND);
    assert.equal(marqueeSeconds(1002), 25.1);
  });

  it('never loops in under 5 seconds', () => {
    assert.equal(marqueeSeconds(60), 5);
    assert.equal(marqueeSeconds(0), 5);
  });
});
