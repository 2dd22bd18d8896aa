import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  addDays,
  daysInMonth,
  formatIsoDate,
  formatReadableDate,
  fromIsoDate,
  isIsoDate,
  parseIsoDate,
  toIsoDate,
  todayIso,
} from './isoDate.ts';

/** Runs `check` with the process in another time zone (Node reads TZ again when it changes). */
function inZone(zone: string, check: () => void) {
  const before = process.env.TZ;
  process.env.TZ = zone;
  try {
    check();
  } finally {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  }
}

describe('parseIsoDate', () => {
  it('reads real calendar dates only', () => {
    assert.deepEqual(parseIsoDate('2025-03-15'), { year: 2025, month: 3, day: 15 });
    assert.deepEqual(parseIsoDate('2024-02-29'), { year: 2024, month: 2, day: 29 });
    assert.equal(parseIsoDate('2023-02-29'), null);
    assert.equal(parseIsoDate('2025-04-31'), null);
    assert.equal(parseIsoDate('2025-13-01'), null);
    assert.equal(parseIsoDate('2025-00-10'), null);
    assert.equal(parseIsoDate('2025-3-5'), null);
    assert.equal(parseIsoDate('2025-03-15T00:00:00Z'), null);
    assert.equal(isIsoDate(''), false);
  });

  it('knows the length of each month', () => {
    assert.equal(daysInMonth(2024, 2), 29);
    assert.equal(daysInMonth(2025, 2), 28);
    assert.equal(daysInMonth(2025, 12), 31);
    assert.equal(formatIsoDate(987, 1, 2), '0987-01-02');
  });
});

describe('dates and time zones', () => {
  // 20:00 UTC on 31 January is already 1 February in India (UTC+5:30) and still January in New York.
  const lateJanuaryUtc = Date.UTC(2024, 0, 31, 20, 0);

  it('takes today from the device calendar, east of UTC across a month boundary', () => {
    inZone('Asia/Kolkata', () => assert.equal(todayIso(lateJanuaryUtc), '2024-02-01'));
    inZone('Pacific/Kiritimati', () => assert.equal(todayIso(Date.UTC(2024, 11, 31, 11)), '2025-01-01'));
    inZone('America/New_York', () => assert.equal(todayIso(lateJanuaryUtc), '2024-01-31'));
  });

  it('turns a date into local midnight of that day and back without a shift', () => {
    for (const zone of ['Asia/Kolkata', 'Asia/Tokyo', 'Pacific/Kiritimati', 'America/Los_Angeles', 'UTC']) {
      inZone(zone, () => {
        const date = fromIsoDate('2024-03-01');
        assert.equal(date?.getDate(), 1, zone);
        assert.equal(date?.getMonth(), 2, zone);
        assert.equal(date?.getHours(), 0, zone);
        for (const iso of ['2024-02-29', '2024-03-01', '2024-12-31', '2025-01-01'])
          assert.equal(toIsoDate(fromIsoDate(iso)!), iso, `${zone} ${iso}`);
      });
    }
  });

  it('keeps the day where midnight does not exist (a daylight-saving change at midnight)', () => {
    // São Paulo moved its clocks from 00:00 to 01:00 on 4 November 2018.
    inZone('America/Sao_Paulo', () => assert.equal(toIsoDate(fromIsoDate('2018-11-04')!), '2018-11-04'));
  });

  it('answers undefined for text that is not a date', () => {
    assert.equal(fromIsoDate('2025-02-30'), undefined);
    assert.equal(fromIsoDate('soon'), undefined);
  });
});

describe('addDays', () => {
  it('crosses month and year ends, leap days included', () => {
    assert.equal(addDays('2024-02-28', 1), '2024-02-29');
    assert.equal(addDays('2024-02-28', 2), '2024-03-01');
    assert.equal(addDays('2024-03-01', -1), '2024-02-29');
    assert.equal(addDays('2024-12-31', 1), '2025-01-01');
    assert.equal(addDays('2025-01-01', 29), '2025-01-30');
  });

  it('counts whole days through a daylight-saving change in any zone', () => {
    inZone('America/New_York', () => assert.equal(addDays('2024-03-09', 2), '2024-03-11'));
  });

  it('refuses text that is not a date', () => {
    assert.throws(() => addDays('2024-02-30', 1), RangeError);
  });
});

describe('formatReadableDate', () => {
  it('writes the month name in the language asked for', () => {
    assert.match(formatReadableDate('2025-03-15', 'hi-IN'), /15 मार्च 2025/);
    assert.match(formatReadableDate('2025-03-15', 'en-US'), /March 15, 2025/);
    assert.match(formatReadableDate('2025-03-15', 'zh-CN'), /2025年3月15日/);
  });
});
