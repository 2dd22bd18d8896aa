import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import type { Clock } from '../../platform/clock.ts';
import { randomToken } from '../../platform/crypto.ts';
import { ApiError } from '../../platform/errors.ts';
import { OPERATOR_ROLES, type OperatorRole } from '../../platform/operator-auth.ts';
import { hashPassword } from '../account/password.ts';
import { recordOperatorAction, type ActedBy } from '../audit/operator-action.service.ts';
import { OperatorSessionSchema } from './operator-session.entity.ts';
import { OperatorSchema, type Operator } from './operator.entity.ts';
import type { CreateOperatorInput } from './operator.schema.ts';

/** A strong password for an operator: 18 random bytes, 24 URL-safe characters. */
export const generateOperatorPassword = () => randomToken(18);

/** The password an operator was given: generated ones are shown once, to the one who asked. */
export type IssuedPassword = { password: string; generated: boolean };

type Deps = { clock: Clock };

/**
 * Operator accounts (ADR 0011), for the CLI and the operator API alike: create, list, disable,
 * reset a password. Every change is one transaction with its `operator_action` record.
 */
export function createOperatorService({ clock }: Deps) {
  async function byUsername(em: EntityManager, username: string): Promise<Operator> {
    const found = await em.findOne(OperatorSchema, { username });
    if (!found) throw new ApiError(404, 'operator.notFound', { params: { username } });
    return found;
  }

  /** Revokes every live session of the operator: nothing they opened works afterwards. */
  async function revokeSessions(em: EntityManager, operatorId: number) {
    const now = clock.now();
    await em.nativeUpdate(
      OperatorSessionSchema,
      { operatorId, revokedAt: null },
      { revokedAt: now, updatedAt: now },
    );
  }

  async function setDisabled(
    em: EntityManager,
    username: string,
    disabled: boolean,
    by: ActedBy,
    self?: { operatorId: number },
  ): Promise<Operator> {
    return em.transactional(async (tx) => {
      const operator = await byUsername(tx, username);
      if (disabled && self?.operatorId === operator.id) throw new ApiError(422, 'operator.cannotDisableSelf');
      if (operator.disabled === disabled) return operator;
      operator.disabled = disabled;
      operator.updatedAt = clock.now();
      await tx.flush();
      if (disabled) await revokeSessions(tx, operator.id);
      await recordOperatorAction(tx, clock, {
        ...by,
        action: disabled ? 'operator_disable' : 'operator_enable',
        detail: { operatorId: operator.id, username: operator.username, role: operator.role },
      });
      return operator;
    });
  }

  return {
    byUsername,

    list: (em: EntityManager) => em.find(OperatorSchema, {}, { orderBy: { id: 'asc' } }),

    async create(
      em: EntityManager,
      input: CreateOperatorInput,
      by: ActedBy,
    ): Promise<{ operator: Operator } & IssuedPassword> {
      const issued: IssuedPassword = input.password
        ? { password: input.password, generated: false }
        : { password: generateOperatorPassword(), generated: true };
      const taken = () => new ApiError(409, 'operator.usernameTaken');
      if (await em.count(OperatorSchema, { username: input.username })) throw taken();
      const passwordHash = await hashPassword(issued.password);
      try {
        const operator = await em.transactional(async (tx) => {
          const now = clock.now();
          const created = tx.create(OperatorSchema, {
            username: input.username,
            displayName: input.displayName || input.username,
            passwordHash,
            role: input.role,
            disabled: false,
            lastLoginAt: null,
            createdAt: now,
            updatedAt: now,
          });
          await tx.flush();
          await recordOperatorAction(tx, clock, {
            ...by,
            action: 'operator_create',
            detail: { operatorId: created.id, username: created.username, role: created.role },
          });
          return created;
        });
        return { operator, ...issued };
      } catch (error) {
        if (error instanceof UniqueConstraintViolationException) throw taken();
        throw error;
      }
    },

    /** Disables an operator and ends their sessions; an operator cannot disable themselves. */
    async disable(
      em: EntityManager,
      username: string,
      by: ActedBy,
      self?: { operatorId: number },
    ): Promise<Operator> {
      return setDisabled(em, username, true, by, self);
    },

    /** Lets a disabled operator log in again (with the password they had). */
    async enable(em: EntityManager, username: string, by: ActedBy): Promise<Operator> {
      return setDisabled(em, username, false, by);
    },

    /** Sets a new password (the given one, or a generated one) and ends the operator's sessions. */
    async resetPassword(
      em: EntityManager,
      username: string,
      by: ActedBy,
      password?: string,
    ): Promise<{ operator: Operator } & IssuedPassword> {
      const issued: IssuedPassword = password
        ? { password, generated: false }
        : { password: generateOperatorPassword(), generated: true };
      const passwordHash = await hashPassword(issued.password);
      const operator = await em.transactional(async (tx) => {
        const found = await byUsername(tx, username);
        found.passwordHash = passwordHash;
        found.updatedAt = clock.now();
        await tx.flush();
        await revokeSessions(tx, found.id);
        await recordOperatorAction(tx, clock, {
          ...by,
          action: 'operator_password_reset',
          detail: { operatorId: found.id, username: found.username },
        });
        return found;
      });
      return { operator, ...issued };
    },

    /**
     * Gives another operator a new role and ends their sessions, so they sign in again as what
     * they now are; an operator cannot change their own role. The same role changes nothing.
     */
    async setRole(
      em: EntityManager,
      username: string,
      role: OperatorRole,
      by: ActedBy,
      self?: { operatorId: number },
    ): Promise<Operator> {
      if (!by.reason?.trim()) throw new ApiError(422, 'operator.reasonRequired');
      return em.transactional(async (tx) => {
        const operator = await byUsername(tx, username);
        if (self?.operatorId === operator.id) throw new ApiError(422, 'operator.cannotChangeOwnRole');
        if (operator.role === role) return operator;
        const from = operator.role;
        operator.role = role;
        operator.updatedAt = clock.now();
        await tx.flush();
        await revokeSessions(tx, operator.id);
        await recordOperatorAction(tx, clock, {
          ...by,
          action: 'operator_role',
          detail: { operatorId: operator.id, username: operator.username, from, to: role },
        });
        return operator;
      });
    },
  };
}

export type OperatorService = ReturnType<typeof createOperatorService>;

/** An operator's role as stored, checked: an unknown value never grants anything. */
export const roleOf = (operator: Pick<Operator, 'role'>): OperatorRole | undefined =>
  (OPERATOR_ROLES as readonly string[]).includes(operator.role) ? (operator.role as OperatorRole) : undefined;
