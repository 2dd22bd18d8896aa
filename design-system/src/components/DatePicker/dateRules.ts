import { formatIsoDate, isIsoDate } from '../../utils/isoDate.ts';
import type { IsoDate } from '../../utils/isoDate.ts';

/** The dates a field accepts: `min` and `max` are included; either may be left out. */
export type DateBounds = { min?: IsoDate; max?: IsoDate };

/**
 * Why a date is refused: not a date at all, before `min`, after `max`, or (when `max` is today)
 * in the future, which members are told in those words.
 */
export type DateProblem = 'invalid' | 'beforeMin' | 'afterMax' | 'future';

/** Whether `iso` lies within the bounds. */
export function isDateAllowed(iso: IsoDate, { min, max }: DateBounds): boolean {
  return !(min && iso < min) && !(max && iso > max);
}

/** The nearest allowed date: `min` for an earlier one, `max` for a later one. */
export function clampDate(iso: IsoDate, { min, max }: DateBounds): IsoDate {
  if (min && iso < min) return min;
  if (max && iso > max) return max;
  return iso;
}

// Devanagari (०–९) and full-width (０–９) digits, as some keyboards type them.
const DIGIT_BLOCKS = [0x0966, 0xff10];

function toLatinDigits(text: string): string {
  return text.replace(/[\u0966-\u096f\uff10-\uff19]/g, (digit) => {
    const code = digit.charCodeAt(0);
    const zero = DIGIT_BLOCKS.find((start) => code >= start && code <= start + 9)!;
    return String(code - zero);
  });
}

/**
 * Reads a date typed year first: `2025-03-15`, `2025-3-5`, `2025/03/15`, `2025.03.15` or the eight
 * digits `20250315` (number pads without a dash). Day-first text (`15/03/2025`) is refused rather
 * than guessed: `03/04` is a different day in India and in the United States.
 */
export function parseTypedDate(text: string): IsoDate | null {
  const typed = toLatinDigits(text.trim());
  const match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(typed) ?? /^(\d{4})(\d{2})(\d{2})$/.exec(typed);
  if (!match) return null;
  const iso = formatIsoDate(Number(match[1]), Number(match[2]), Number(match[3]));
  return isIsoDate(iso) ? iso : null;
}

/** What a typed date means for the field: the date it sets (`''` for none) and why it was refused. */
export type TypedDate = { value: IsoDate | ''; problem: DateProblem | null };

/**
 * Checks typed text against the bounds. A refused date sets no value, so a form never sends a date
 * other than the one the member sees accepted.
 */
export function readTypedDate(text: string, bounds: DateBounds & { today: IsoDate }): TypedDate {
  if (text.trim() === '') return { value: '', problem: null };
  const iso = parseTypedDate(text);
  if (!iso) return { value: '', problem: 'invalid' };
  if (bounds.min && iso < bounds.min) return { value: '', problem: 'beforeMin' };
  if (bounds.max && iso > bounds.max)
    return { value: '', problem: bounds.max === bounds.today ? 'future' : 'afterMax' };
  return { value: iso, problem: null };
}
