import type { AlertOptions } from './alertStore.ts';
import { alertDialog, alertStore } from './alertStore.ts';

/**
 * Opens a modal alert (title defaults to "Prompt information"); resolves when it closes: true when
 * the member confirmed, false when they declined (`cancelText`) or dismissed it.
 */
export function showAlert(options: AlertOptions): Promise<boolean> {
  return alertStore.show(alertDialog(options));
}
