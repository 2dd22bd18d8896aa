/** Icon shown beside a toast message; 'none' is a plain text toast. */
export type ToastIcon = 'success' | 'error' | 'loading' | 'none';

/** Spec §9: a toast with an icon stays 2000 ms (kit default), a plain one 1500 ms, an error 2500 ms. */
export const TOAST_DURATION = { icon: 2000, plain: 1500, error: 2500 } as const;

/** How long a toast stays, in ms; an explicit duration wins, and 0 keeps it until `toast.hide()`. */
export function toastDuration(icon: ToastIcon = 'none', duration?: number): number {
  if (duration !== undefined && Number.isFinite(duration) && duration >= 0) return duration;
  if (icon === 'error') return TOAST_DURATION.error;
  if (icon === 'none') return TOAST_DURATION.plain;
  return TOAST_DURATION.icon;
}
