/** The confirm button's look: `danger` when the action loses money or cannot be undone. */
export type ReasonConfirmTone = 'primary' | 'danger';

/** What `showReasonConfirm` asks: an action, what it will do, and why the operator takes it. */
export type ReasonConfirmOptions = {
  /** The question, naming the action and what it acts on ("Reject withdrawal W-10231?"). */
  title: string;
  /** What will happen if the operator confirms ("58.20 USDT go back to Priya Patel's balance."). */
  message: string;
  /** Names the action ("Reject withdrawal"), never "OK" or "Yes". */
  confirmLabel: string;
  /** The way out ("Keep it pending"); defaults to the localized "Cancel". */
  cancelLabel?: string;
  /** The reason box's label; defaults to the localized "Reason". */
  reasonLabel?: string;
  /** A line under the box: who reads the reason ("The member sees this reason."). */
  reasonHint?: string;
  /** `danger` paints the confirm button red: the action loses money or cannot be undone. */
  tone?: ReasonConfirmTone;
  /** The most characters the reason may have; 255 (what the audit log keeps) by default. */
  maxLength?: number;
};

/** What the audit log keeps of a reason. */
export const REASON_MAX_LENGTH = 255;

export type ReasonProblem = 'required' | 'tooLong';

/** The reason as it is kept (trimmed), or why it cannot be. */
export function readReason(
  text: string,
  maxLength = REASON_MAX_LENGTH,
): { reason: string; problem: null } | { reason: null; problem: ReasonProblem } {
  const reason = text.trim();
  if (!reason) return { reason: null, problem: 'required' };
  if (reason.length > maxLength) return { reason: null, problem: 'tooLong' };
  return { reason, problem: null };
}

export type ReasonConfirmRequest = ReasonConfirmOptions & {
  id: number;
  resolve: (reason: string | null) => void;
};

type Listener = () => void;

/**
 * Reason confirmations wait in order; the first is on screen until it is confirmed with a reason or
 * cancelled. Several hosts may be mounted (a console frame and a page of its own): the first one
 * mounted draws the dialog, so it never shows twice.
 */
export function createReasonConfirmStore() {
  let queue: readonly ReasonConfirmRequest[] = [];
  let hosts: readonly symbol[] = [];
  let nextId = 1;
  const listeners = new Set<Listener>();
  const emit = () => listeners.forEach((listener) => listener());

  return {
    /** Queues a confirmation; resolves with the trimmed reason, or `null` when cancelled. */
    show(options: ReasonConfirmOptions): Promise<string | null> {
      return new Promise<string | null>((resolve) => {
        queue = [...queue, { ...options, id: nextId++, resolve }];
        emit();
      });
    },
    /** Closes the confirmation `id` and settles it with the reason, or `null` when cancelled. */
    close(id: number, reason: string | null): void {
      const request = queue.find((item) => item.id === id);
      if (!request) return;
      queue = queue.filter((item) => item.id !== id);
      emit();
      request.resolve(reason);
    },
    /** Cancels every confirmation (on sign-out, or when the host goes away). */
    closeAll(): void {
      const pending = queue;
      queue = [];
      emit();
      pending.forEach((request) => request.resolve(null));
    },
    getSnapshot: (): ReasonConfirmRequest | null => queue[0] ?? null,
    /** Registers a host; returns its removal. */
    addHost(host: symbol): () => void {
      hosts = [...hosts, host];
      emit();
      return () => {
        hosts = hosts.filter((other) => other !== host);
        emit();
      };
    },
    /** The host that draws the dialog. */
    activeHost: (): symbol | null => hosts[0] ?? null,
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The queue shared by `showReasonConfirm` and `<ReasonConfirmHost/>`. */
export const reasonConfirmStore = createReasonConfirmStore();

/**
 * Asks the operator to confirm an action and to say why: the dialog names what will happen
 * (`message`) and the action (`confirmLabel`), and the confirm button needs a reason. Resolves with
 * the trimmed reason (1–255 characters), or `null` when cancelled (Cancel or Escape). Needs a
 * `ReasonConfirmHost` mounted (`ConsoleLayout` mounts one).
 */
export function showReasonConfirm(options: ReasonConfirmOptions): Promise<string | null> {
  return reasonConfirmStore.show(options);
}
