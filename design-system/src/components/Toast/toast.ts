import type { ToastOptions, ToastState } from './toastStore.ts';
import { toastStore } from './toastStore.ts';

/** Imperative toasts, rendered by the one mounted `<Toaster/>`. */
export const toast = {
  /** Shows a toast: 1500 ms without an icon, 2000 ms with one, unless `duration` says otherwise. */
  show: (message: string, options?: ToastOptions): ToastState => toastStore.show(message, options),
  /** Shows a success toast for 2000 ms. */
  success: (message: string, options?: Omit<ToastOptions, 'icon'>): ToastState =>
    toastStore.show(message, { ...options, icon: 'success' }),
  /** Shows an error toast for 2500 ms. */
  error: (message: string, options?: Omit<ToastOptions, 'icon'>): ToastState =>
    toastStore.show(message, { ...options, icon: 'error' }),
  /** Shows a loading toast that stays until `hide()` unless a duration is given. */
  loading: (message: string, options?: Omit<ToastOptions, 'icon'>): ToastState =>
    toastStore.show(message, { duration: 0, ...options, icon: 'loading' }),
  /** Removes the toast on screen. */
  hide: (): void => toastStore.hide(),
};
