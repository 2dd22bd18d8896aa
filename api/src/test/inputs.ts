import type { z } from 'zod';
import { paramMetaOf, type ParamMeta } from '../platform/params.ts';

/** What valid values are made of: the caller's secrets and the ids of resources to name. */
export type SampleContext = {
  paymentPassword: string;
  /** A fresh authenticator code of the caller. */
  totpCode(): string;
  /** The id (or path) to send for a field naming `resource`. */
  resource(resource: string): string | number;
};

type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  values?: unknown[];
  entries?: Record<string, unknown>;
  shape?: Record<string, z.ZodType>;
  defaultValue?: unknown;
};

export const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;

/** The fields of an object schema (the first option of a union of objects). */
export function fieldsOf(schema: z.ZodType): Record<string, z.ZodType> {
  const def = defOf(schema);
  if (def.type === 'object') return (schema as z.ZodObject).shape as Record<string, z.ZodType>;
  if (def.type === 'union') return fieldsOf(def.options![0]!);
  if (def.innerType) return fieldsOf(def.innerType);
  if (def.type === 'pipe') return fieldsOf(def.in!);
  return {};
}

/** Every object a body may be (each option of a union of objects). */
export function shapesOf(schema: z.ZodType): Record<string, z.ZodType>[] {
  const def = defOf(schema);
  if (def.type === 'union' && def.options!.every((option) => defOf(option).type === 'object'))
    return def.options!.map((option) => fieldsOf(option));
  return [fieldsOf(schema)];
}

function fromMeta(meta: ParamMeta, context: SampleContext): unknown {
  switch (meta.param) {
    case 'id':
    case 'uploadPath':
    case 'socketId':
      return context.resource(meta.resource);
    case 'page':
      return 1;
    case 'rows':
      return 20;
    case 'amount':
      return meta.asset === 'INR' ? '1.00' : '1.000000';
    case 'paymentPassword':
      return context.paymentPassword;
    case 'totpCode':
      return context.totpCode();
    case 'mailCode':
      return '123456';
    case 'key':
      return 'about';
    case 'text':
      return 'Sample text';
    case 'agree':
      return '1';
    case 'flag':
      return 'true';
    case 'date':
      return '2026-01-15';
  }
}

/**
 * Valid values of fields whose schema is text read by a transform (a rate, a NAV, a day), so
 * neither metadata nor the zod type tells what one looks like: by the field's name.
 */
const SAMPLE_BY_FIELD: Record<string, unknown> = {
  monthlyRatePercent: '3.00',
  nav: '1.0000',
  date: '2026-01-15',
  feePercent: '0.30',
  slippage: '0.5',
  minOut: '0',
  minShares: '0',
  minInr: '0',
  minUsdt: '0',
  // A community plan's place and phone (the plan's own date is `date` above).
  countryCode: 'IN',
  cityId: 'IN:DL:New Delhi',
  prefix: '+91',
  number: '9876543210',
};

/**
 * A value `schema` accepts, from what its parameters say they are (the toolkit's metadata) or
 * its zod type; `undefined` for an optional field left out.
 */
export function sampleValid(schema: z.ZodType, context: SampleContext): unknown {
  const meta = paramMetaOf(schema);
  if (meta) return fromMeta(meta, context);
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const entries = Object.entries(fieldsOf(schema)).map(([key, field]) => [
        key,
        key in SAMPLE_BY_FIELD && !paramMetaOf(field) ? SAMPLE_BY_FIELD[key] : sampleValid(field, context),
      ]);
      return Object.fromEntries(entries.filter(([, value]) => value !== undefined));
    }
    case 'union':
      return sampleValid(def.options![0]!, context);
    case 'enum':
      return Object.values(def.entries!)[0];
    case 'literal':
      return def.values![0];
    case 'string':
      return 'sample';
    case 'number':
    case 'int':
      return 1;
    case 'boolean':
      return true;
    case 'optional':
      return sampleValid(def.innerType!, context);
    case 'default':
    case 'nullable':
    case 'readonly':
      return sampleValid(def.innerType!, context);
    case 'pipe':
      // A preprocess (transform → schema) takes what the inner schema takes.
      return defOf(def.in!).type === 'transform'
        ? sampleValid(def.out!, context)
        : sampleValid(def.in!, context);
    default:
      return undefined;
  }
}

/** The resources an input names (`id('withdrawal')` and the like), by field. */
export function resourcesOf(schema: z.ZodType | undefined): { field: string; resource: string }[] {
  if (!schema) return [];
  return Object.entries(fieldsOf(schema)).flatMap(([field, fieldSchema]) => {
    const meta = paramMetaOf(fieldSchema);
    return meta && 'resource' in meta ? [{ field, resource: meta.resource }] : [];
  });
}

/** Form-encodes a body the way the app sends it (every value as text). */
export const asForm = (body: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(Object.entries(body).map(([key, value]) => [key, String(value)]));
