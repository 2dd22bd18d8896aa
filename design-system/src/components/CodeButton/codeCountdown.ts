export type CodeButtonPhase = 'idle' | 'sending' | 'counting' | 'resend';

export type CodeCountdownState = {
  readonly phase: CodeButtonPhase;
  /** Whole seconds left while counting, else 0. */
  readonly remaining: number;
};

/** The clock a countdown reads and waits on; tests pass a fake one. */
export type CountdownTimer = {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
};

export const systemTimer: CountdownTimer = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export type CodeCountdown = {
  getState(): CodeCountdownState;
  subscribe(listener: () => void): () => void;
  /**
   * Sends a code to the current target unless one is being sent to it or its countdown runs; counts
   * down only when `onSend` resolves.
   */
  send(onSend: () => Promise<unknown>, seconds: number): Promise<void>;
  /**
   * Chooses whose countdown shows: each target (a mailbox) has its own. Another target can be sent
   * a code at once; coming back to one still counting shows its time left.
   */
  select(target: string): void;
  /** Starts (again) ticking a running countdown, e.g. when the button mounts again. */
  connect(): void;
  /** Stops the timer; a send that answers later no longer schedules one. */
  dispose(): void;
};

const IDLE: CodeCountdownState = { phase: 'idle', remaining: 0 };
const SENDING: CodeCountdownState = { phase: 'sending', remaining: 0 };
const RESEND: CodeCountdownState = { phase: 'resend', remaining: 0 };

/**
 * The state of a "send code" button: idle → sending → counting (down from `seconds`) → resend, per
 * target (the address the code goes to; one unnamed target when there is no choice). Each countdown
 * runs to a deadline, so a late or throttled timer never stretches it.
 */
export function createCodeCountdown(timer: CountdownTimer = systemTimer): CodeCountdown {
  let target = '';
  /** When each target's countdown ends; a target is in here once a code was sent to it. */
  const deadlines = new Map<string, number>();
  const sending = new Set<string>();
  let state = IDLE;
  let handle: unknown;
  let connected = true;
  const listeners = new Set<() => void>();

  const set = (next: CodeCountdownState) => {
    if (next.phase === state.phase && next.remaining === state.remaining) return;
    state = next;
    for (const listener of listeners) listener();
  };

  const stop = () => {
    if (handle !== undefined) timer.clearTimeout(handle);
    handle = undefined;
  };

  /** Shows the current target's state and, while it counts, wakes up when the number changes. */
  const tick = () => {
    stop();
    if (sending.has(target)) return set(SENDING);
    const deadline = deadlines.get(target);
    if (deadline === undefined) return set(IDLE);
    const left = deadline - timer.now();
    if (left <= 0) return set(RESEND);
    const remaining = Math.ceil(left / 1000);
    set({ phase: 'counting', remaining });
    if (connected) handle = timer.setTimeout(tick, left - (remaining - 1) * 1000);
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async send(onSend, seconds) {
      if (state.phase === 'sending' || state.phase === 'counting') return;
      // The answer belongs to the address the code was sent to, even if the member has moved on.
      const to = target;
      sending.add(to);
      tick();
      try {
        await onSend();
        deadlines.set(to, timer.now() + seconds * 1000);
      } catch {
        // The caller reports the failure; the member may try again at once.
      } finally {
        sending.delete(to);
      }
      if (connected) tick();
      else if (to === target) set(deadlines.has(to) ? stateAt(deadlines.get(to)!, timer.now()) : IDLE);
    },
    select(next) {
      if (next === target) return;
      target = next;
      tick();
    },
    connect() {
      connected = true;
      if (state.phase === 'counting' && handle === undefined) tick();
    },
    dispose() {
      connected = false;
      stop();
    },
  };
}

/** A countdown's state at `now` without scheduling anything. */
function stateAt(deadline: number, now: number): CodeCountdownState {
  const left = deadline - now;
  return left <= 0 ? RESEND : { phase: 'counting', remaining: Math.ceil(left / 1000) };
}
