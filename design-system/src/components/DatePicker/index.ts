export { DatePicker } from './DatePicker.tsx';
export type { DatePickerProps } from './DatePicker.tsx';
export { DateField } from './DateField.tsx';
export type { DateFieldProps } from './DateField.tsx';
export { clampDate, isDateAllowed, parseTypedDate, readTypedDate } from './dateRules.ts';
export type { DateBounds, DateProblem, TypedDate } from './dateRules.ts';
export {
  addDays,
  formatReadableDate,
  fromIsoDate,
  isIsoDate,
  parseIsoDate,
  toIsoDate,
  todayIso,
} from '../../utils/isoDate.ts';
export type { IsoDate } from '../../utils/isoDate.ts';
