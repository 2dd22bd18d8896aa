/**
 * What `showAlert` asks to show; title and button fall back to the localized defaults. With
 * `cancelText` it is a confirmation: two buttons, and the answer says which one was pressed.
 */
export type AlertOptions = {
  message: string;
  title?: string;
  confirmText?: string;
  /** A second button that declines (and the dialog then asks rather than tells). */
  cancelText?: string;
  /** The confirm button warns: the action cannot be undone (cancel a withdrawal, replace a key). */
  destructive?: boolean;
};

export type AlertRequest = AlertOptions & { id: number; resolve: (confirmed: boolean) => void };

type Listener = () => void;

/** Alerts wait in order; the first one is on screen until it is confirmed or declined. */
export function createAlertStore() {
  let queue: readonly AlertRequest[] = [];
  let nextId = 1;
  const listeners = new Set<Listener>();
  const emit = () => listeners.forEach((listener) => listener());

  return {
    /** Queues an alert; resolves true when it is confirmed, false when declined or dismissed. */
    show(options: AlertOptions): Promise<boolean> {
      return new Promise<boolean>((resolve) => {
        queue = [...queue, { ...options, id: nextId++, resolve }];
        emit();
      });
    },
    /** Closes the alert `id` and settles its promise: `confirmed` when its confirm button was pressed. */
    close(id: number, confirmed = false): void {
      const request = queue.find((item) => item.id === id);
      if (!request) return;
      queue = queue.filter((item) => item.id !== id);
      emit();
      request.resolve(confirmed);
    },
    /** Closes every alert (on logout or when the host goes away), settling them as declined. */
    closeAll(): void {
      const pending = queue;
      queue = [];
      emit();
      pending.forEach((request) => request.resolve(false));
    },
    getSnapshot: (): AlertRequest | null => queue[0] ?? null,
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The alert queue shared by `showAlert` and `<AlertHost/>`. */
export const alertStore = createAlertStore();
