import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { hiddenEdges, revealScrollLeft } from './tabsScroll.ts';

describe('hiddenEdges', () => {
  it('sees nothing hidden when the row fits', () => {
    assert.deepEqual(hiddenEdges({ scrollLeft: 0, clientWidth: 390, scrollWidth: 390 }), {
      start: false,
      end: false,
    });
  });

  it('sees tabs hidden at the end before scrolling, at both ends in the middle, at the start at the end', () => {
    const row = { clientWidth: 390, scrollWidth: 800 };
    assert.deepEqual(hiddenEdges({ ...row, scrollLeft: 0 }), { start: false, end: true });
    assert.deepEqual(hiddenEdges({ ...row, scrollLeft: 200 }), { start: true, end: true });
    assert.deepEqual(hiddenEdges({ ...row, scrollLeft: 410 }), { start: true, end: false });
  });

  it('takes less than a pixel for rounding', () => {
    assert.deepEqual(hiddenEdges({ scrollLeft: 0.5, clientWidth: 390, scrollWidth: 390.6 }), {
      start: false,
      end: false,
    });
    assert.deepEqual(hiddenEdges({ scrollLeft: 409.4, clientWidth: 390, scrollWidth: 800 }), {
      start: true,
      end: false,
    });
  });
});

describe('revealScrollLeft', () => {
  const row = { scrollLeft: 0, clientWidth: 390, scrollWidth: 1000 };
  const margin = 32;

  it('leaves the row where it is when the tab is in view', () => {
    assert.equal(revealScrollLeft(row, { start: 100, end: 200 }, margin), 0);
    assert.equal(revealScrollLeft({ ...row, scrollLeft: 300 }, { start: 400, end: 500 }, margin), 300);
  });

  it('brings a tab beyond the end in, clear of the fade', () => {
    assert.equal(revealScrollLeft(row, { start: 500, end: 600 }, margin), 600 - 390 + margin);
  });

  it('brings a tab before the start in, clear of the fade', () => {
    assert.equal(
      revealScrollLeft({ ...row, scrollLeft: 400 }, { start: 300, end: 380 }, margin),
      300 - margin,
    );
  });

  it('treats a tab under a fade as hidden', () => {
    assert.equal(revealScrollLeft(row, { start: 300, end: 370 }, margin), 370 - 390 + margin);
  });

  it('shows the start of a tab wider than the room between the fades', () => {
    assert.equal(revealScrollLeft(row, { start: 500, end: 850 }, margin), 500 - margin);
  });

  it('never scrolls past either end', () => {
    assert.equal(revealScrollLeft({ ...row, scrollLeft: 200 }, { start: 0, end: 80 }, margin), 0);
    assert.equal(revealScrollLeft(row, { start: 900, end: 1000 }, margin), 1000 - 390);
    assert.equal(
      revealScrollLeft(
        { scrollLeft: 0, clientWidth: 390, scrollWidth: 300 },
        { start: 200, end: 300 },
        margin,
      ),
      0,
    );
  });
});
