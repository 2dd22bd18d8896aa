import type { EntityManager } from '@mikro-orm/core';
import type { Clock } from '../../platform/clock.ts';
import type { MemberActor } from '../../platform/policy.ts';
import { AuditEventSchema, type AuditEvent } from './audit-event.entity.ts';

export const AUDIT_TYPES = [
  'register',
  'login',
  'login_failed',
  'login_locked',
  'login_frozen',
  'logout',
  'signed_in_elsewhere',
  'password_changed',
  'password_reset',
  'mailbox_rebound',
  'code_sent',
  'register_attempted',
  'payment_password_set',
  'payment_password_changed',
  'payment_password_failed',
  'payment_password_locked',
  'authenticator_bound',
  'authenticator_changed',
  'authenticator_unbound',
  'authenticator_failed',
  'authenticator_locked',
] as const;

export type AuditType = (typeof AUDIT_TYPES)[number];

/** Where a request came from, as kept with each security event. */
export type RequestMeta = { ip: string; client: string; device: string | null };

type Deps = { em: EntityManager; clock: Clock };

/** The security audit trail of members. */
export function createAuditService({ em, clock }: Deps) {
  return {
    /** Records an event in its own unit of work: a failure is kept even when the request fails. */
    async record(memberId: number, type: AuditType, meta: RequestMeta): Promise<void> {
      const fork = em.fork();
      const now = clock.now();
      fork.create(AuditEventSchema, {
        memberId,
        type,
        ip: meta.ip,
        client: meta.client,
        device: meta.device,
        createdAt: now,
        updatedAt: now,
      });
      await fork.flush();
    },

    /** The member's own events, newest first. */
    async list(
      actor: MemberActor,
      page: number,
      rows: number,
    ): Promise<{ list: AuditEvent[]; total: number }> {
      const [list, total] = await em.findAndCount(
        AuditEventSchema,
        { memberId: actor.id },
        { orderBy: { createdAt: 'desc', id: 'desc' }, limit: rows, offset: (page - 1) * rows },
      );
      return { list, total };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
