import type { EntityManager } from '@mikro-orm/core';
import type { Orm } from '../db/orm.ts';
import type { OperatorRole } from '../platform/operator-auth.ts';
import { hashPassword } from '../modules/account/password.ts';
import { OperatorSchema, type Operator } from '../modules/operator/operator.entity.ts';
import type { TestServer } from './server.ts';

let operators = 0;

export const TEST_OPERATOR_PASSWORD = 'operator-password-for-tests';

/** An operator account with `role`, straight in the database (Argon2id password). */
export async function buildOperator(
  orm: Orm,
  role: OperatorRole,
  overrides: Partial<{ username: string; password: string; disabled: boolean }> = {},
): Promise<Operator> {
  operators += 1;
  const em: EntityManager = orm.em.fork();
  const now = new Date();
  const username = overrides.username ?? `${role}${Date.now().toString(36)}${operators}`;
  const operator = em.create(OperatorSchema, {
    username,
    displayName: `${role} ${operators}`,
    passwordHash: await hashPassword(overrides.password ?? TEST_OPERATOR_PASSWORD),
    role,
    disabled: overrides.disabled ?? false,
    lastLoginAt: null,
    createdAt: now,
    updatedAt: now,
  });
  await em.flush();
  return operator;
}

/** Logs an operator in through `/api/Admin/login`; answers the operator session token. */
export async function loginOperator(
  server: { post: TestServer['post'] },
  username: string,
  password = TEST_OPERATOR_PASSWORD,
): Promise<string> {
  const answer = await server.post<{ token: string }>('/api/Admin/login', { json: { username, password } });
  if (answer.body.status !== 1) throw new Error(`operator login failed: ${answer.body.msg}`);
  return answer.body.data.token;
}

/** A new operator with `role`, logged in: its account and its `operator-token`. */
export async function signedInOperator(server: TestServer, role: OperatorRole) {
  const operator = await buildOperator(server.orm, role);
  return { operator, token: await loginOperator(server, operator.username) };
}
