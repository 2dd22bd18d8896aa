import type { Config } from '../config.ts';
import type { Orm } from '../db/orm.ts';
import type { Clock } from './clock.ts';
import { z } from 'zod';
import { ApiError } from './errors.ts';
import { translate } from './i18n.ts';
import { reason } from './params.ts';
import type { SystemActor } from './policy.ts';
import { validate } from './validate.ts';

/** What an operator command runs with; `actor` is the platform itself, named `cli:<os user>`. */
export type AdminContext = {
  orm: Orm;
  config: Config;
  clock: Clock;
  actor: SystemActor;
  print(line: string): void;
};

/** One `npm run admin` command; modules export theirs from `<module>-admin-cli.ts`. */
export type AdminCommand = {
  summary: string;
  usage: string;
  run(args: string[], context: AdminContext): Promise<void>;
};

/** Bad input on the command line: printed with the command's usage, exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** A command's refusal (not enough money, unknown member): printed, exit code 1. */
export class CommandRefused extends Error {
  override name = 'CommandRefused';
}

/**
 * A service's refusal as the CLI prints it: the error's own English detail when it carries one
 * (`cannot pay a withdrawal that is requested`), else its message in en-us.
 */
export const refusalText = (error: ApiError) =>
  error.message !== error.messageKey ? error.message : translate('en-us', error.messageKey, error.params);

const ReasonOption = z.object({ reason: reason() });

/**
 * A command's `--reason "<why>"`, checked as the operator API checks `reason` (one line, at most
 * 255 characters); `required` where the API requires it. Undefined when optional and absent.
 */
export function reasonOption(
  values: Record<string, string | undefined>,
  required: boolean,
): string | undefined {
  const given = values.reason?.trim();
  if (!given) {
    if (required) throw new UsageError('--reason is required');
    return undefined;
  }
  try {
    return validate(ReasonOption, { reason: given }).reason;
  } catch (error) {
    if (error instanceof ApiError) throw new UsageError(`--reason: ${refusalText(error)}`);
    throw error;
  }
}
