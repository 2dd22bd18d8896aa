import type { ToastIcon } from './toastDuration.ts';
import { toastDuration } from './toastDuration.ts';

/** The toast on screen. */
export type ToastState = { id: number; message: string; icon: ToastIcon; duration: number };

export type ToastOptions = {
  /** The kind of toast (`success`, `error`, `loading`, `none`); sets how long it stays. */
  icon?: ToastIcon;
  /** How long it stays, in ms; `0` keeps it until `toast.hide()`. */
  duration?: number;
};

type Listener = () => void;

/** A single-slot toast queue: a new toast replaces the one on screen and restarts the timer. */
export function createToastStore() {
  let current: ToastState | null = null;
  let nextId = 1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<Listener>();

  const emit = () => listeners.forEach((listener) => listener());
  const clearTimer = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  const hide = () => {
    clearTimer();
    if (current === null) return;
    current = null;
    emit();
  };

  const show = (message: string, options: ToastOptions = {}): ToastState => {
    clearTimer();
    const icon = options.icon ?? 'none';
    const state: ToastState = {
      id: nextId++,
      message,
      icon,
      duration: toastDuration(icon, options.duration),
    };
    current = state;
    if (state.duration > 0) timer = setTimeout(hide, state.duration);
    emit();
    return state;
  };

  return {
    show,
    hide,
    getSnapshot: (): ToastState | null => current,
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The toast queue shared by `toast` and `<Toaster/>`. */
export const toastStore = createToastStore();
