import { hash, verify } from '@node-rs/argon2';
import { z } from 'zod';
import { message } from '../../platform/validate.ts';

/** 8–15 characters with a lower-case letter, an upper-case letter, a digit and a special character. */
export const LOGIN_PASSWORD = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9\s])[^\s]{8,15}$/;

/** The login password policy, as a schema with the product's messages. */
export const loginPassword = () =>
  z
    .string(message('account.passwordRequired'))
    .min(1, message('account.passwordRequired'))
    .regex(LOGIN_PASSWORD, message('account.passwordPolicy'));

// Argon2id with the parameters OWASP recommends as a minimum (19 MiB, 2 passes).
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1, algorithm: 2 } as const;

export const hashPassword = (password: string) => hash(password, ARGON2);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Spent on unknown mailboxes so that the answer time does not tell whether one exists. */
let decoy: Promise<string> | undefined;
export const decoyHash = () => (decoy ??= hashPassword('Decoy-password-1'));
