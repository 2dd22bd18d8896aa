export { CheckInCalendar } from './CheckInCalendar.tsx';
export type { CheckInCalendarProps } from './CheckInCalendar.tsx';
export { checkInStates, isActionable, runDates } from './checkInDays.ts';
export type { CheckInRecord, CheckInState } from './checkInDays.ts';
