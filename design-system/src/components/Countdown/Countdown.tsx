import { useEffect, useRef, useState } from 'react';
import type { HTMLAttributes } from 'react';
import { cx } from '../../utils/cx.ts';
import { formatCountdown, isoDuration, secondsLeft, startCountdown, systemClock } from './countdown.ts';
import type { CountdownClock, CountdownFormat } from './countdown.ts';
import styles from './Countdown.module.css';
import { useSubPathTranslation } from '../../utils/useSubPathTranslation.ts';
import { texts } from './texts.ts';

export type CountdownProps = Omit<HTMLAttributes<HTMLElement>, 'children'> & {
  /** When the time is up: a timestamp in milliseconds, a `Date`, or an ISO date-time string. */
  deadline: number | Date | string;
  /** `auto`: "23 h 59 min" from an hour up, then "59:59"; `clock`: "23:59:59" all along. */
  format?: CountdownFormat;
  /** Called once when the time is up (at once when `deadline` has already passed). */
  onEnd?: () => void;
  /** The clock to read; stories and tests pass a fixed one. */
  clock?: CountdownClock;
};

const toTimestamp = (deadline: CountdownProps['deadline']) =>
  typeof deadline === 'number' ? deadline : new Date(deadline).getTime();

/**
 * The time left until a deadline, in the member's language: ticks every second under an hour and
 * every minute above it, stops at zero and then calls `onEnd`. A `role="timer"`: screen readers
 * read it when asked, without being interrupted every second.
 */
export function Countdown({
  deadline,
  format = 'auto',
  onEnd,
  clock = systemClock,
  className,
  ...rest
}: CountdownProps) {
  const { t } = useSubPathTranslation(texts);
  const end = toTimestamp(deadline);
  const [seconds, setSeconds] = useState(() => secondsLeft(end, clock.now()));
  // The latest onEnd, without restarting the timer when the page passes a new function.
  const onEndRef = useRef(onEnd);
  useEffect(() => {
    onEndRef.current = onEnd;
  });
  useEffect(() => {
    const ticker = startCountdown({
      deadline: end,
      format,
      clock,
      onTick: setSeconds,
      onEnd: () => onEndRef.current?.(),
    });
    return () => ticker.stop();
  }, [end, format, clock]);
  return (
    <time {...rest} role="timer" dateTime={isoDuration(seconds)} className={cx(styles.countdown, className)}>
      {formatCountdown(seconds, format, (key, options) => t(key, options))}
    </time>
  );
}
