/**
 * What `showAlert` asks to show; title and button fall back to the localized defaults. With
 * `cancelText` it is a confirmation: two buttons, and the answer says which one was pressed.
 */
export type AlertOptions = {
  /** What the member needs to know; line breaks are kept. */
  message: string;
  /** Defaults to the localized "Prompt information". */
  title?: string;
  /** The button's label; defaults to the localized "OK". */
  confirmText?: string;
  /** A second button that declines (and the dialog then asks rather than tells). */
  cancelText?: string;
  /** The confirm button warns: the action cannot be undone (cancel a withdrawal, replace a key). */
  destructive?: boolean;
};

/** The confirm button's look: `danger` when the action loses money or cannot be undone. */
export type ConfirmTone = 'primary' | 'danger';

/** What `showConfirm` asks: a question, and the action the member confirms or declines. */
export type ConfirmOptions = {
  /** The question ("Cancel this withdrawal?"). */
  title: string;
  /** What follows if the member confirms ("30.95 USDT return to your balance"). */
  message: string;
  /** Names what will happen ("Cancel withdrawal"), never "OK" or "Yes". */
  confirmLabel: string;
  /** The way out ("Keep it"); defaults to the localized "Cancel". */
  cancelLabel?: string;
  /** `danger` paints the confirm button red: the action loses money or cannot be undone. */
  tone?: ConfirmTone;
};

/** A dialog waiting in the queue: an alert (one button) or a confirmation (two). */
export type DialogOptions = {
  kind: 'alert' | 'confirm';
  message: string;
  /** Missing: the localized "Prompt information". */
  title?: string;
  /** Missing: the localized "OK". */
  confirmLabel?: string;
  /** A confirmation's way out; missing: the localized "Cancel". */
  cancelLabel?: string;
  tone: ConfirmTone;
};

export type DialogRequest = DialogOptions & { id: number; resolve: (confirmed: boolean) => void };

/** `showAlert`'s options as a dialog: a confirmation once it has a cancel button. */
export function alertDialog(options: AlertOptions): DialogOptions {
  return {
    kind: options.cancelText === undefined ? 'alert' : 'confirm',
    message: options.message,
    title: options.title,
    confirmLabel: options.confirmText,
    cancelLabel: options.cancelText,
    tone: options.destructive ? 'danger' : 'primary',
  };
}

/** `showConfirm`'s options as a dialog. */
export function confirmDialog(options: ConfirmOptions): DialogOptions {
  return {
    kind: 'confirm',
    message: options.message,
    title: options.title,
    confirmLabel: options.confirmLabel,
    cancelLabel: options.cancelLabel,
    tone: options.tone ?? 'primary',
  };
}

type Listener = () => void;

/** Dialogs wait in order; the first one is on screen until it is confirmed or declined. */
export function createAlertStore() {
  let queue: readonly DialogRequest[] = [];
  let nextId = 1;
  const listeners = new Set<Listener>();
  const emit = () => listeners.forEach((listener) => listener());

  return {
    /** Queues a dialog; resolves true when it is confirmed, false when declined or dismissed. */
    show(options: DialogOptions): Promise<boolean> {
      return new Promise<boolean>((resolve) => {
        queue = [...queue, { ...options, id: nextId++, resolve }];
        emit();
      });
    },
    /** Closes the dialog `id` and settles its promise: `confirmed` when its confirm button was pressed. */
    close(id: number, confirmed = false): void {
      const request = queue.find((item) => item.id === id);
      if (!request) return;
      queue = queue.filter((item) => item.id !== id);
      emit();
      request.resolve(confirmed);
    },
    /** Closes every dialog (on logout or when the host goes away), settling them as declined. */
    closeAll(): void {
      const pending = queue;
      queue = [];
      emit();
      pending.forEach((request) => request.resolve(false));
    },
    getSnapshot: (): DialogRequest | null => queue[0] ?? null,
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The dialog queue shared by `showAlert`, `showConfirm` and `<AlertHost/>`. */
export const alertStore = createAlertStore();
