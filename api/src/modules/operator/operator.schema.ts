import { z } from 'zod';
import { OPERATOR_ROLES } from '../../platform/operator-auth.ts';
import { optional, optionalReason, reason, text } from '../../platform/params.ts';
import { message } from '../../platform/validate.ts';

/** Lower-case letters, digits, `.`, `_`, `-`; 3–40 characters, starting with a letter or digit. */
export const OPERATOR_USERNAME = /^[a-z0-9][a-z0-9._-]{2,39}$/;
/** Operator passwords: 12–128 characters (generated ones are 24). */
export const OPERATOR_PASSWORD_LENGTH = { min: 12, max: 128 } as const;

const username = () =>
  z
    .string(message('operator.usernameRequired'))
    .trim()
    .toLowerCase()
    .min(1, message('operator.usernameRequired'))
    .regex(OPERATOR_USERNAME, message('operator.usernameInvalid'));

const password = () =>
  z
    .string(message('operator.passwordRequired'))
    .min(OPERATOR_PASSWORD_LENGTH.min, message('operator.passwordPolicy'))
    .max(OPERATOR_PASSWORD_LENGTH.max, message('operator.passwordPolicy'));

export const OperatorLoginSchema = z.object({
  username: z
    .string(message('operator.usernameRequired'))
    .trim()
    .toLowerCase()
    .min(1, message('operator.usernameRequired'))
    .max(40, message('operator.loginFailed')),
  password: z
    .string(message('operator.passwordRequired'))
    .min(1, message('operator.passwordRequired'))
    .max(OPERATOR_PASSWORD_LENGTH.max, message('operator.loginFailed')),
});

export const CreateOperatorSchema = z.object({
  username: username(),
  displayName: optional(text(80, { tooLong: 'operator.displayNameTooLong' })),
  role: z.enum(OPERATOR_ROLES, message('operator.roleInvalid')),
  /** Absent: a strong one is generated and answered once. */
  password: optional(password()),
  reason: optionalReason(),
});

export const OperatorUsernameSchema = z.object({ username: username() });

/** Disabling says why (it ends someone's access); enabling may. */
export const DisableOperatorSchema = z.object({ username: username(), reason: reason() });
export const EnableOperatorSchema = z.object({ username: username(), reason: optionalReason() });

export const OperatorPasswordSchema = z.object({ password: password() });

/** A new password (absent: a strong one is generated and answered once); it says why. */
export const ResetOperatorPasswordSchema = z.object({
  username: username(),
  password: optional(password()),
  reason: reason(),
});

/** Another operator's new role; it says why. */
export const OperatorRoleSchema = z.object({
  username: username(),
  role: z.enum(OPERATOR_ROLES, message('operator.roleInvalid')),
  reason: reason(),
});

export type CreateOperatorInput = z.output<typeof CreateOperatorSchema>;
export type OperatorLoginInput = z.output<typeof OperatorLoginSchema>;
