import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { stepIndex, swipeStep, SWIPE_MIN_PX } from './viewerNavigation.ts';

describe('stepIndex', () => {
  it('moves by the step', () => {
    assert.equal(stepIndex(1, 1, 5), 2);
    assert.equal(stepIndex(3, -1, 5), 2);
  });

  it('stops at the first and the last image', () => {
    assert.equal(stepIndex(0, -1, 5), 0);
    assert.equal(stepIndex(4, 1, 5), 4);
    assert.equal(stepIndex(0, 1, 1), 0);
    assert.equal(stepIndex(7, 0, 3), 2);
  });

  it('is 0 with no images', () => {
    assert.equal(stepIndex(2, 1, 0), 0);
  });
});

describe('swipeStep', () => {
  it('turns to the next image on a swipe to the left, to the previous on one to the right', () => {
    assert.equal(swipeStep(-80, 5), 1);
    assert.equal(swipeStep(80, -5), -1);
  });

  it('ignores short and mostly vertical movements', () => {
    assert.equal(swipeStep(-(SWIPE_MIN_PX - 1), 0), 0);
    assert.equal(swipeStep(-80, 70), 0);
  });

  it('leaves a pinch-zoomed page to the browser', () => {
    assert.equal(swipeStep(-200, 0, 2), 0);
  });
});
