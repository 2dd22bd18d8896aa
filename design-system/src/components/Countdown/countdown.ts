/**
 * `auto`: "23 h 59 min" (or "2 d 3 h") while an hour or more is left, then "59:59"; `clock`:
 * "23:59:59" all along.
 */
export type CountdownFormat = 'auto' | 'clock';

/** The clock a countdown reads and waits on; tests pass a fake one. */
export type CountdownClock = {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
};

export const systemClock: CountdownClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Whole seconds left, rounded up: "00:01" shows until the deadline itself, and 0 means it has
 * passed.
 */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** What the member reads: a clock, hours and minutes, or days and hours. */
export type CountdownText =
  | { kind: 'clock'; text: string }
  | { kind: 'hoursMinutes'; hours: number; minutes: number }
  | { kind: 'daysHours'; days: number; hours: number };

const pad = (n: number) => String(n).padStart(2, '0');

/** How `seconds` left read in `format`, the units floored ("1 h 0 min" until 59:59). */
export function countdownText(seconds: number, format: CountdownFormat): CountdownText {
  const hours = Math.floor(seconds / HOUR);
  const minutes = Math.floor((seconds % HOUR) / MINUTE);
  const rest = seconds % MINUTE;
  if (format === 'clock') return { kind: 'clock', text: `${pad(hours)}:${pad(minutes)}:${pad(rest)}` };
  if (seconds >= DAY) return { kind: 'daysHours', days: Math.floor(seconds / DAY), hours: hours % 24 };
  if (seconds >= HOUR) return { kind: 'hoursMinutes', hours, minutes };
  return { kind: 'clock', text: `${pad(minutes)}:${pad(rest)}` };
}

/** The smallest unit shown, in seconds: the text changes at most this often. */
function unitOf(seconds: number, format: CountdownFormat): number {
  if (format === 'clock' || seconds < HOUR) return 1;
  return seconds < DAY ? MINUTE : HOUR;
}

/** A sleeping phone's timers fire late; waking up at least once a minute puts the text right. */
const LONGEST_WAIT = 60_000;

/**
 * Milliseconds from `now` until the text changes: the next second under an hour, the next minute
 * above it (never more than a minute, see above).
 */
export function msUntilChange(deadline: number, now: number, format: CountdownFormat): number {
  const seconds = secondsLeft(deadline, now);
  const unit = unitOf(seconds, format);
  // The text holds while the rounded-up seconds stay in [unit × k, unit × (k + 1)); it changes
  // when they drop to unit × k − 1, that is when (unit × k − 1) s are left.
  const changesAt = (Math.floor(seconds / unit) * unit - 1) * 1000;
  return Math.min(deadline - now - changesAt, LONGEST_WAIT);
}

export type CountdownTicker = { stop(): void };

/**
 * Calls `onTick` with the seconds left now and each time the text changes, and `onEnd` once when
 * the deadline is reached (at once when it already has). Every tick reads the clock again, so a
 * late timer never stretches the countdown.
 */
export function startCountdown({
  deadline,
  format,
  onTick,
  onEnd,
  clock = systemClock,
}: {
  deadline: number;
  format: CountdownFormat;
  onTick: (seconds: number) => void;
  onEnd?: () => void;
  clock?: CountdownClock;
}): CountdownTicker {
  let handle: unknown;
  const tick = () => {
    const now = clock.now();
    const seconds = secondsLeft(deadline, now);
    onTick(seconds);
    if (seconds === 0) {
      handle = undefined;
      onEnd?.();
      return;
    }
    handle = clock.setTimeout(tick, msUntilChange(deadline, now, format));
  };
  tick();
  return {
    stop() {
      if (handle !== undefined) clock.clearTimeout(handle);
      handle = undefined;
    },
  };
}

/** A translator for the `ds` namespace (i18next's `t` bound to it, or a stand-in in tests). */
export type CountdownTranslate = (key: string, options: Record<string, number>) => string;

/**
 * The text of `seconds` left: the clock as it is, two units as "23 h 59 min" ("2 d 3 h"), a zero
 * second unit left out ("1 h"). Each unit is its own plural key, so Hindi writes "1 घंटा", "2 घंटे".
 */
export function formatCountdown(seconds: number, format: CountdownFormat, t: CountdownTranslate): string {
  const text = countdownText(seconds, format);
  if (text.kind === 'clock') return text.text;
  const [major, minor] =
    text.kind === 'daysHours'
      ? [
          t('countdown.days', { count: text.days }),
          text.hours ? t('countdown.hours', { count: text.hours }) : '',
        ]
      : [
          t('countdown.hours', { count: text.hours }),
          text.minutes ? t('countdown.minutes', { count: text.minutes }) : '',
        ];
  return minor ? `${major} ${minor}` : major;
}

/** The time left as an ISO 8601 duration (`PT23H59M`), for `<time dateTime>`. */
export function isoDuration(seconds: number): string {
  const hours = Math.floor(seconds / HOUR);
  const minutes = Math.floor((seconds % HOUR) / MINUTE);
  return `PT${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}${seconds % MINUTE}S`;
}
