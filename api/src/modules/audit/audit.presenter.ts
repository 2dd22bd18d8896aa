import type { SecurityActivityItem } from './audit.contract.ts';
import { translate, type Lang } from '../../platform/i18n.ts';
import type { AuditEvent } from './audit-event.entity.ts';
import type { AuditType } from './audit.service.ts';

export const presentAuditEvent = (event: AuditEvent, lang: Lang): SecurityActivityItem => ({
  id: event.id,
  type: event.type,
  label: translate(lang, `audit.${event.type as AuditType}`),
  ip: event.ip,
  device: event.device ?? null,
  createdAt: event.createdAt.toISOString(),
});
