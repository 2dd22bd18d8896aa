import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { stepStates } from './stepStates.ts';

const four = [{}, {}, {}, {}];
const statuses = (states: ReturnType<typeof stepStates>) => states.map((state) => state.status);
const currentIndex = (states: ReturnType<typeof stepStates>) => states.findIndex((state) => state.isCurrent);

describe('stepStates', () => {
  it('marks the steps before the current one done and those after it upcoming', () => {
    const states = stepStates(four, 2);
    assert.deepEqual(statuses(states), ['done', 'done', 'current', 'upcoming']);
    assert.equal(currentIndex(states), 2);
  });

  it('starts with the first step current', () => {
    assert.deepEqual(statuses(stepStates(four, 0)), ['current', 'upcoming', 'upcoming', 'upcoming']);
  });

  it('marks every step done, and none current, past the last one', () => {
    const states = stepStates(four, 4);
    assert.deepEqual(statuses(states), ['done', 'done', 'done', 'done']);
    assert.equal(currentIndex(states), -1);
  });

  it("lets a step's own status win, and keeps a failed current step current", () => {
    const states = stepStates([{}, { status: 'failed' }, {}], 1);
    assert.deepEqual(statuses(states), ['done', 'failed', 'upcoming']);
    assert.equal(currentIndex(states), 1);
  });

  it('takes the statuses from the steps without `current`, the first current or failed one being current', () => {
    const states = stepStates([{ status: 'done' }, { status: 'failed' }, {}]);
    assert.deepEqual(statuses(states), ['done', 'failed', 'upcoming']);
    assert.equal(currentIndex(states), 1);
    assert.equal(currentIndex(stepStates([{ status: 'done' }, { status: 'done' }])), -1);
  });
});
