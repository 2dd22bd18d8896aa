export { Countdown } from './Countdown.tsx';
export type { CountdownProps } from './Countdown.tsx';
export { formatCountdown, secondsLeft, startCountdown, systemClock } from './countdown.ts';
export type { CountdownClock, CountdownFormat, CountdownTicker } from './countdown.ts';
