/** Time as the recorder sees it; tests pass a fake one to move time by hand. */
export type RecorderClock = {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
};

/** How the recording was started: holding a finger (or mouse) down, or a key press / screen-reader tap. */
export type RecordVia = 'pointer' | 'keyboard';

/** Why a recording was dropped: slid up and released, Escape, shorter than `minMs`, or interrupted. */
export type CancelReason = 'slid' | 'escape' | 'tooShort' | 'interrupted';

export type RecorderSnapshot =
  | { phase: 'idle' }
  | {
      phase: 'recording';
      via: RecordVia;
      /** The finger is in the cancel zone: releasing now drops the recording. */
      cancelling: boolean;
      /** Time recorded, updated on each whole second. */
      elapsedMs: number;
    };

export type RecorderHandlers = {
  onStart?: () => void;
  onCancel?: (reason: CancelReason) => void;
  onFinish?: (durationMs: number) => void;
};

export type VoiceRecorderOptions = RecorderHandlers & {
  clock?: RecorderClock;
  /** The longest recording; it is sent by itself when this is reached. */
  maxMs?: number;
  /** Anything shorter is dropped as `tooShort` (a tap instead of a hold). */
  minMs?: number;
};

export const MAX_RECORDING_MS = 60_000;
export const MIN_RECORDING_MS = 1_000;

const systemClock: RecorderClock = {
  now: () => performance.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

const IDLE: RecorderSnapshot = { phase: 'idle' };

/**
 * The "hold to talk" state machine. It decides when a recording starts, is dropped or is sent, and
 * tells the caller through `onStart`, `onCancel` and `onFinish`; recording the sound itself is the
 * caller's job. Holding: `press('pointer')`, `slide(inCancelZone)`, `release()`. Keyboard and screen
 * readers: `toggle()` starts and sends, `escape()` drops. `interrupt()` drops a recording whose
 * pointer was taken away (a call, the page hidden, unmount).
 */
export function createVoiceRecorder(options: VoiceRecorderOptions = {}) {
  const clock = options.clock ?? systemClock;
  const maxMs = options.maxMs ?? MAX_RECORDING_MS;
  const minMs = options.minMs ?? MIN_RECORDING_MS;
  let handlers: RecorderHandlers = options;
  let snapshot: RecorderSnapshot = IDLE;
  let startedAt = 0;
  let tickTimer: unknown;
  let limitTimer: unknown;
  const listeners = new Set<() => void>();

  const set = (next: RecorderSnapshot) => {
    snapshot = next;
    for (const listener of listeners) listener();
  };

  const stopTimers = () => {
    clock.clearTimeout(tickTimer);
    clock.clearTimeout(limitTimer);
  };

  // The elapsed time is shown in whole seconds, so the display only changes on each second.
  const scheduleTick = () => {
    const elapsed = clock.now() - startedAt;
    tickTimer = clock.setTimeout(
      () => {
        if (snapshot.phase !== 'recording') return;
        set({ ...snapshot, elapsedMs: Math.min(clock.now() - startedAt, maxMs) });
        scheduleTick();
      },
      1000 - (elapsed % 1000),
    );
  };

  const cancel = (reason: CancelReason) => {
    stopTimers();
    set(IDLE);
    handlers.onCancel?.(reason);
  };

  const finish = () => {
    const durationMs = Math.round(Math.min(clock.now() - startedAt, maxMs));
    if (durationMs < minMs) return cancel('tooShort');
    stopTimers();
    set(IDLE);
    handlers.onFinish?.(durationMs);
  };

  const press = (via: RecordVia) => {
    if (snapshot.phase !== 'idle') return;
    startedAt = clock.now();
    set({ phase: 'recording', via, cancelling: false, elapsedMs: 0 });
    scheduleTick();
    limitTimer = clock.setTimeout(finish, maxMs);
    handlers.onStart?.();
  };

  return {
    getSnapshot: () => snapshot,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    press,
    /** Replaces the callbacks (a component passes the ones it rendered last). */
    setHandlers(next: RecorderHandlers) {
      handlers = next;
    },
    /** The held finger moved into (true) or out of (false) the cancel zone. */
    slide(cancelling: boolean) {
      if (snapshot.phase !== 'recording' || snapshot.via !== 'pointer') return;
      if (snapshot.cancelling !== cancelling) set({ ...snapshot, cancelling });
    },
    /** The held finger was lifted: sends, or drops when it was in the cancel zone. */
    release() {
      if (snapshot.phase !== 'recording' || snapshot.via !== 'pointer') return;
      if (snapshot.cancelling) cancel('slid');
      else finish();
    },
    /** Keyboard and screen readers: the first press starts, the next one sends. */
    toggle() {
      if (snapshot.phase === 'idle') press('keyboard');
      else finish();
    },
    escape() {
      if (snapshot.phase === 'recording') cancel('escape');
    },
    interrupt() {
      if (snapshot.phase === 'recording') cancel('interrupted');
    },
  };
}

export type VoiceRecorder = ReturnType<typeof createVoiceRecorder>;
