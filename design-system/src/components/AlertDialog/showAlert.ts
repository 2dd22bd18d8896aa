import type { AlertOptions } from './alertStore.ts';
import { alertStore } from './alertStore.ts';

/** Opens a modal alert (title defaults to "Prompt information"); resolves when it is confirmed. */
export function showAlert(options: AlertOptions): Promise<void> {
  return alertStore.show(options);
}
