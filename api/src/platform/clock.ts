/** The one source of "now"; tests inject their own to move time. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until moved; for tests. */
export function manualClock(start: Date | string = '2026-01-15T09:00:00Z') {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
    set(to: Date | string) {
      current = new Date(to).getTime();
    },
  };
}
