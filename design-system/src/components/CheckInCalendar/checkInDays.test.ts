import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkInStates, isActionable, runDates } from './checkInDays.ts';

describe('checkInStates', () => {
  const stateOf = checkInStates({
    today: '2024-03-01',
    start: '2024-02-20',
    end: '2024-03-20',
    checked: ['2024-02-20', '2024-02-21', '2024-02-29'],
    makeUp: ['2024-02-28', '2024-02-21'],
  });

  it('tells checked, missed and make-up days apart before today, across the month end', () => {
    assert.equal(stateOf('2024-02-20'), 'checked');
    assert.equal(stateOf('2024-02-22'), 'missed');
    assert.equal(stateOf('2024-02-28'), 'makeUp');
    assert.equal(stateOf('2024-02-29'), 'checked');
  });

  it('counts a checked day as checked even when it is also listed for make-up', () => {
    assert.equal(stateOf('2024-02-21'), 'checked');
  });

  it('marks today until it is checked, and the days after it as future', () => {
    assert.equal(stateOf('2024-03-01'), 'today');
    assert.equal(stateOf('2024-03-02'), 'future');
    assert.equal(checkInStates({ today: '2024-03-01', checked: ['2024-03-01'] })('2024-03-01'), 'checked');
  });

  it('puts days before the start and after the end outside the programme', () => {
    assert.equal(stateOf('2024-02-19'), 'outside');
    assert.equal(stateOf('2024-03-21'), 'outside');
    assert.equal(checkInStates({ today: '2024-03-01', checked: [] })('2000-01-01'), 'missed');
  });
});

describe('isActionable', () => {
  it('lets today and make-up days be pressed, nothing else', () => {
    assert.equal(isActionable('today'), true);
    assert.equal(isActionable('makeUp'), true);
    for (const state of ['checked', 'missed', 'future', 'outside'] as const)
      assert.equal(isActionable(state), false);
  });
});

describe('runDates', () => {
  it('lists thirty days from the start, over February into March of a leap year', () => {
    const dates = runDates('2024-02-15', 30);
    assert.equal(dates.length, 30);
    assert.equal(dates[0], '2024-02-15');
    assert.equal(dates[14], '2024-02-29');
    assert.equal(dates[15], '2024-03-01');
    assert.equal(dates[29], '2024-03-15');
  });
});
