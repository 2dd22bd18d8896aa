import { addDays } from '../../utils/isoDate.ts';
import type { IsoDate } from '../../utils/isoDate.ts';

/**
 * A day of a check-in programme: checked in; missed for good; missed but it can still be made up;
 * today, not checked in yet; still to come; or outside the programme.
 */
export type CheckInState = 'checked' | 'missed' | 'makeUp' | 'today' | 'future' | 'outside';

/** What the server says about a member's check-ins; every date is `YYYY-MM-DD`. */
export type CheckInRecord = {
  /** Today on the programme's calendar. */
  today: IsoDate;
  /** The days checked in, made-up days included. */
  checked: readonly IsoDate[];
  /** Missed days the member may still make up. */
  makeUp?: readonly IsoDate[];
  /** The programme's first day; days before it are outside. */
  start?: IsoDate;
  /** The programme's last day; days after it are outside. */
  end?: IsoDate;
};

/** The states a legend explains, in the order it lists them. */
export const LEGEND_STATES = [
  'checked',
  'today',
  'makeUp',
  'missed',
  'future',
] as const satisfies readonly CheckInState[];

/** A reader of the record: the state of any day (sets built once, for a month of lookups). */
export function checkInStates(record: CheckInRecord): (date: IsoDate) => CheckInState {
  const checked = new Set(record.checked);
  const makeUp = new Set(record.makeUp);
  return (date) => {
    if ((record.start && date < record.start) || (record.end && date > record.end)) return 'outside';
    if (checked.has(date)) return 'checked';
    if (date === record.today) return 'today';
    if (date > record.today) return 'future';
    return makeUp.has(date) ? 'makeUp' : 'missed';
  };
}

/** Whether pressing the day does something: check in today, or make up a missed day. */
export function isActionable(state: CheckInState): boolean {
  return state === 'today' || state === 'makeUp';
}

/** The dates of a run of `length` days from `start` (a 30-day programme), month ends included. */
export function runDates(start: IsoDate, length: number): IsoDate[] {
  return Array.from({ length }, (_, index) => addDays(start, index));
}
