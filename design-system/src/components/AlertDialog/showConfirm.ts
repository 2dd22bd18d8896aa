import type { ConfirmOptions } from './alertStore.ts';
import { alertStore, confirmDialog } from './alertStore.ts';

/**
 * Asks the member to confirm an action: `confirmLabel` names it, `cancelLabel` (default "Cancel")
 * declines. Resolves true when confirmed, false when declined or dismissed (Escape). Waits behind
 * any alert or confirmation already open, like `showAlert`.
 */
export function showConfirm(options: ConfirmOptions): Promise<boolean> {
  return alertStore.show(confirmDialog(options));
}
