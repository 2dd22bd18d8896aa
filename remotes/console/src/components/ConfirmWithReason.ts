import { i18n } from '@h5/platform';
import { showReasonConfirm } from '@h5/design-system/ReasonConfirm';
import { CONSOLE_NS } from '../i18n/consoleTranslations.ts';

/**
 * Asks the operator to confirm an action that `title` and `message` name, and why (kept in the audit
 * log with who and when). Resolves the reason, or null when they step back. `reasonLabel` and
 * `reasonHint` name the reason otherwise when someone else reads it too (a note a member sees).
 */
export function confirmWithReason(options: {
  title: string;
  message: string;
  confirmLabel: string;
  danger?: boolean;
  reasonLabel?: string;
  reasonHint?: string;
}): Promise<string | null> {
  const t = (key: string) => i18n.t(key, { ns: CONSOLE_NS });
  return showReasonConfirm({
    title: options.title,
    message: options.message,
    confirmLabel: options.confirmLabel,
    reasonLabel: options.reasonLabel ?? t('confirm.reason'),
    ...(options.reasonHint ? { reasonHint: options.reasonHint } : {}),
    cancelLabel: t('confirm.cancel'),
    ...(options.danger ? { tone: 'danger' as const } : {}),
  });
}
