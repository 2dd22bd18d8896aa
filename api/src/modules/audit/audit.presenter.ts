import type { OperatorActionItem, SecurityActivityItem } from './audit.contract.ts';
import { translate, type Lang } from '../../platform/i18n.ts';
import type { AuditEvent } from './audit-event.entity.ts';
import type { AuditType } from './audit.service.ts';
import type { OperatorAction } from './operator-action.entity.ts';

export const presentAuditEvent = (event: AuditEvent, lang: Lang): SecurityActivityItem => ({
  id: event.id,
  type: event.type,
  label: translate(lang, `audit.${event.type as AuditType}`),
  ip: event.ip,
  device: event.device ?? null,
  createdAt: event.createdAt.toISOString(),
});

/** The stored details as an object; text that is not a JSON object is answered as `{ text }`. */
function detailOf(stored: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(stored);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      return parsed as Record<string, unknown>;
  } catch {
    // Kept as text below.
  }
  return { text: stored };
}

export const presentOperatorAction = (action: OperatorAction): OperatorActionItem => ({
  id: action.id,
  actor: action.actor,
  action: action.action,
  reason: action.reason ?? null,
  detail: detailOf(action.detail),
  memberId: action.memberId ?? null,
  createdAt: action.createdAt.toISOString(),
});
