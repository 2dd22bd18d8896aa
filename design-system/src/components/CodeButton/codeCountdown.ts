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
  /** Sends a code unless one is being sent or the countdown runs; counts down only when `onSend` resolves. */
  send(onSend: () => Promise<unknown>, seconds: number): Promise<void>;
  /** Starts (again) ticking a running countdown, e.g. when the button mounts again. */
  connect(): void;
  /** Stops the timer; a send that answers later no longer schedules one. */
  dispose(): void;
};

const IDLE: CodeCountdownState = { phase: 'idle', remaining: 0 };

/**
 * The state of a "send code" button: idle → sending → counting (down from `seconds`) → resend.
 * The countdown runs to a deadline, so a late or throttled timer never stretches it.
 */
export function createCodeCountdown(timer: CountdownTimer = systemTimer): CodeCountdown {
  let state = IDLE;
  let sent = false;
  let deadline = 0;
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

  const tick = () => {
    handle = undefined;
    const left = deadline - timer.now();
    if (left <= 0) {
      set({ phase: 'resend', remaining: 0 });
      return;
    }
    const remaining = Math.ceil(left / 1000);
    set({ phase: 'counting', remaining });
    // Wake up when the shown number changes.
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
      set({ phase: 'sending', remaining: 0 });
      try {
        await onSend();
      } catch {
        // The caller reports the failure; the member may try again at once.
        set(sent ? { phase: 'resend', remaining: 0 } : IDLE);
        return;
      }
      sent = true;
      deadline = timer.now() + seconds * 1000;
      stop();
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
