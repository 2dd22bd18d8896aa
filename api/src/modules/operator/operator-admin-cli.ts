import {
  CommandRefused,
  reasonOption,
  refusalText,
  UsageError,
  type AdminCommand,
  type AdminContext,
} from '../../platform/admin-command.ts';
import { ApiError } from '../../platform/errors.ts';
import { OPERATOR_ROLES } from '../../platform/operator-auth.ts';
import { validate } from '../../platform/validate.ts';
import { actedBy } from '../audit/operator-action.service.ts';
import { options, required } from '../ledger/ledger-admin-cli.ts';
import type { Operator } from './operator.entity.ts';
import {
  CreateOperatorSchema,
  OPERATOR_PASSWORD_LENGTH,
  OperatorPasswordSchema,
  OperatorRoleSchema,
  OperatorUsernameSchema,
} from './operator.schema.ts';
import { createOperatorService, type IssuedPassword } from './operator.service.ts';

/** Set in the environment, the password of `operators:create` and `reset-password` (for scripts). */
const PASSWORD_ENV = 'OPERATOR_PASSWORD';

/** The same validation as the operator API; its refusals are usage errors here. */
function parsed<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof ApiError) throw new UsageError(refusalText(error));
    throw error;
  }
}

function passwordFromEnv(): string | undefined {
  const value = process.env[PASSWORD_ENV];
  if (!value) return undefined;
  return parsed(() => validate(OperatorPasswordSchema, { password: value })).password;
}

/** Runs a service call; its refusals (unknown operator, username taken) exit 1. */
async function refusing<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ApiError)
      throw new CommandRefused(`refused, nothing changed: ${refusalText(error)}`);
    throw error;
  }
}

const summaryOf = (o: Operator) =>
  `${o.username} (${o.role}) "${o.displayName}"${o.disabled ? ' disabled' : ''}, last login ${o.lastLoginAt ? o.lastLoginAt.toISOString() : 'never'}`;

function printPassword(context: AdminContext, issued: IssuedPassword) {
  if (issued.generated) context.print(`password (shown once, hand it over privately): ${issued.password}`);
  else context.print(`password: from ${PASSWORD_ENV}`);
}

const service = (context: AdminContext) => createOperatorService({ clock: context.clock });

/** Operator accounts (ADR 0011); every change audited with the CLI's actor. */
export const operatorAdminCommands: Record<string, AdminCommand> = {
  'operators:create': {
    summary: `create an operator account; prints a generated password once, or takes ${PASSWORD_ENV} (audited)`,
    usage: `--username <name> --role ${OPERATOR_ROLES.join('|')} [--display-name "<name>"] [--reason "<why>"]`,
    async run(args, context) {
      const values = options(args, ['username', 'role', 'display-name', 'reason']);
      const input = parsed(() =>
        validate(CreateOperatorSchema, {
          username: required(values, 'username'),
          role: required(values, 'role'),
          displayName: values['display-name'],
          password: passwordFromEnv(),
          reason: reasonOption(values, false),
        }),
      );
      const created = await refusing(() =>
        service(context).create(context.orm.em.fork(), input, actedBy(context.actor, input.reason)),
      );
      context.print(`operator created: ${summaryOf(created.operator)}`);
      printPassword(context, created);
    },
  },
  'operators:list': {
    summary: 'list operator accounts',
    usage: '(no options)',
    async run(args, context) {
      options(args, []);
      const list = await service(context).list(context.orm.em.fork());
      if (!list.length) context.print('no operators');
      for (const o of list) context.print(`#${o.id} ${summaryOf(o)}`);
    },
  },
  'operators:disable': {
    summary: 'disable an operator account and end its sessions (audited)',
    usage: '--username <name> --reason "<why>"',
    async run(args, context) {
      const values = options(args, ['username', 'reason']);
      const { username } = parsed(() =>
        validate(OperatorUsernameSchema, { username: required(values, 'username') }),
      );
      const by = actedBy(context.actor, reasonOption(values, true));
      const operator = await refusing(() => service(context).disable(context.orm.em.fork(), username, by));
      context.print(`operator disabled: ${summaryOf(operator)}`);
    },
  },
  'operators:enable': {
    summary: 'let a disabled operator log in again (audited)',
    usage: '--username <name> [--reason "<why>"]',
    async run(args, context) {
      const values = options(args, ['username', 'reason']);
      const { username } = parsed(() =>
        validate(OperatorUsernameSchema, { username: required(values, 'username') }),
      );
      const by = actedBy(context.actor, reasonOption(values, false));
      const operator = await refusing(() => service(context).enable(context.orm.em.fork(), username, by));
      context.print(`operator enabled: ${summaryOf(operator)}`);
    },
  },
  'operators:reset-password': {
    summary: `set a new password (generated and printed once, or ${PASSWORD_ENV}) and end the operator's sessions (audited)`,
    usage: `--username <name> --reason "<why>"   (${PASSWORD_ENV}: ${OPERATOR_PASSWORD_LENGTH.min}-${OPERATOR_PASSWORD_LENGTH.max} characters)`,
    async run(args, context) {
      const values = options(args, ['username', 'reason']);
      const { username } = parsed(() =>
        validate(OperatorUsernameSchema, { username: required(values, 'username') }),
      );
      const by = actedBy(context.actor, reasonOption(values, true));
      const password = passwordFromEnv();
      const reset = await refusing(() =>
        service(context).resetPassword(context.orm.em.fork(), username, by, password),
      );
      context.print(`password reset: ${summaryOf(reset.operator)}`);
      printPassword(context, reset);
    },
  },
  'operators:role': {
    summary: 'give another operator a new role and end their sessions, saying why (audited)',
    usage: `--username <name> --role ${OPERATOR_ROLES.join('|')} --reason "<why>"`,
    async run(args, context) {
      const values = options(args, ['username', 'role', 'reason']);
      const input = parsed(() =>
        validate(OperatorRoleSchema, {
          username: required(values, 'username'),
          role: required(values, 'role'),
          reason: reasonOption(values, true),
        }),
      );
      const operator = await refusing(() =>
        service(context).setRole(
          context.orm.em.fork(),
          input.username,
          input.role,
          actedBy(context.actor, input.reason),
        ),
      );
      context.print(`role set: ${summaryOf(operator)}`);
    },
  },
};
