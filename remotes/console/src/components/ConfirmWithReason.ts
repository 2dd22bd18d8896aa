import { i18n } from '@h5/platform';
import { showReasonConfirm } from '@h5/design-system/ReasonConfirm';
import { CONSOLE_NS } from '../i18n/consoleTranslations.ts';

/**
 * Asks the operator to confirm an action that `title` and `message` name, and why (kept in the audit
 * log with who and when). Resolves the reason, or null when they step back.
 */
export function confirmWithReason(options: {
  title: string;
  message: string;
  confirmLabel: string;
  danger?: boolean;
}): Promise<string | null> {
  const t = (key: string) => i18n.t(key, { ns: CONSOLE_NS });
  return showReasonConfirm({
    title: options.title,
    message: options.message,
    confirmLabel: options.confirmLabel,
    reasonLabel: t('confirm.reason'),
    cancelLabel: t('confirm.cancel'),
    ...(options.danger ? { tone: 'danger' as const } : {}),
  });
}
