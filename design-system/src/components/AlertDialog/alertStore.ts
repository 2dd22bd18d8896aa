/** What `showAlert` asks to show; title and button fall back to the localized defaults. */
export type AlertOptions = { message: string; title?: string; confirmText?: string };

export type AlertRequest = AlertOptions & { id: number; resolve: () => void };

type Listener = () => void;

/** Alerts wait in order; the first one is on screen until it is confirmed. */
export function createAlertStore() {
  let queue: readonly AlertRequest[] = [];
  let nextId = 1;
  const listeners = new Set<Listener>();
  const emit = () => listeners.forEach((listener) => listener());

  return {
    show(options: AlertOptions): Promise<void> {
      return new Promise<void>((resolve) => {
        queue = [...queue, { ...options, id: nextId++, resolve }];
        emit();
      });
    },
    /** Closes the alert `id` and settles its promise. */
    close(id: number): void {
      const request = queue.find((item) => item.id === id);
      if (!request) return;
      queue = queue.filter((item) => item.id !== id);
      emit();
      request.resolve();
    },
    /** Closes every alert (on logout or when the host goes away), settling their promises. */
    closeAll(): void {
      const pending = queue;
      queue = [];
      emit();
      pending.forEach((request) => request.resolve());
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
