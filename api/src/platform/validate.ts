import { z } from 'zod';
import { ApiError } from './errors.ts';
import type { MessageKey, MessageParams } from './i18n.ts';

type Issue = z.core.$ZodIssue & { input?: unknown };

const KEYED = 'key:';

/** A schema error that answers with a message of its own: `z.string().min(1, message('x.y'))`. */
export const message = (key: MessageKey) => ({ error: `${KEYED}${key}` });

/** 400 for input of the wrong shape, 422 for well-formed input outside what is allowed. */
function toApiError(issue: Issue): ApiError {
  const field = issue.path.map(String).join('.') || 'body';
  const fail = (httpStatus: number, key: MessageKey, params: MessageParams = {}) =>
    new ApiError(httpStatus, key, { params: { field, ...params } });
  if (issue.message.startsWith(KEYED)) {
    // Missing or of the wrong type (a number where text belongs) is the wrong shape: 400.
    // A custom issue may carry its message's parameters (an amount's decimals).
    const params = issue.code === 'custom' ? (issue.params as MessageParams | undefined) : undefined;
    return fail(
      issue.code === 'invalid_type' ? 400 : 422,
      issue.message.slice(KEYED.length) as MessageKey,
      params,
    );
  }
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return fail(400, 'validation.required');
      if (issue.expected === 'number' || issue.expected === 'int') return fail(400, 'validation.integer');
      return fail(400, 'validation.invalidType');
    case 'too_small':
      return issue.origin === 'string'
        ? fail(422, 'validation.tooShort', { min: Number(issue.minimum) })
        : fail(422, 'validation.tooSmall', { min: Number(issue.minimum) });
    case 'too_big':
      return issue.origin === 'string'
        ? fail(422, 'validation.tooLong', { max: Number(issue.maximum) })
        : fail(422, 'validation.tooBig', { max: Number(issue.maximum) });
    case 'invalid_format':
    case 'invalid_value':
    case 'invalid_union':
      return fail(400, 'validation.invalid');
    default:
      return fail(422, 'validation.invalid');
  }
}

/** Parses `input` with `schema` or throws a localized 400/422 naming the first bad field. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return result.data;
  throw toApiError(result.error.issues[0] as Issue);
}

/** An integer from a query string or form field (`"12"`); anything else is rejected, not coerced. */
export const intParam = () =>
  z.preprocess(
    (value) =>
      typeof value === 'string' && /^\s*[+-]?\d{1,15}\s*$/.test(value)
        ? Number(value)
        : value === ''
          ? undefined
          : value,
    z.number().int(),
  );
