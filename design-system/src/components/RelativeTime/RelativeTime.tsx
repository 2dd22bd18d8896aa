import { useEffect, useState, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRelativeTime, type Translate } from '../../utils/formatRelativeTime.ts';

/** How often the words are worked out again: "just now" becomes "5 minutes ago" on its own. */
const REFRESH_MS = 60_000;

export type RelativeTimeProps = Omit<HTMLAttributes<HTMLTimeElement>, 'children' | 'dateTime'> & {
  /** When it happened: a `Date`, epoch milliseconds or an ISO string. */
  value: Date | number | string;
  /** "Now", for stories and tests; by default the clock, read again every minute. */
  now?: Date | number;
};

/**
 * How long ago something happened, as the specification words it (§9): "just now" under 5 minutes,
 * then minutes, hours and days up to 30 days, then the date; in the language shown. A `<time>`
 * element whose `dateTime` is the exact moment. `className` adds rules.
 */
export function RelativeTime({ value, now, ...rest }: RelativeTimeProps) {
  const { t } = useTranslation('ds');
  const clock = useMinuteClock(now === undefined);
  const then = value instanceof Date ? value : new Date(value);
  const exact = Number.isNaN(then.getTime()) ? undefined : then.toISOString();
  return (
    <time {...rest} dateTime={exact}>
      {formatRelativeTime(then, now ?? clock, t as Translate)}
    </time>
  );
}

/** The time now, read again every minute while `running`. */
function useMinuteClock(running: boolean): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), REFRESH_MS);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}
