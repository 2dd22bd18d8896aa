import type { PlanKind, PlanRules, SubmitPlanInput } from '@h5/api/contract/plans';
import { countLimits, countOf } from './planKinds.ts';

/** The video of a draft: the file it came from (to ask for the same one after a reload) and its upload. */
export type DraftVideo = {
  name: string;
  size: number;
  /** The upload's id once the server made it (the last part of its tus URL). */
  id: string | null;
  /** Every byte is on the server. */
  finished: boolean;
};

/** What the member has filled in so far; kept while they choose a place and across a reload. */
export type PlanDraft = {
  theme: string;
  country: { code: string; name: string } | null;
  city: { id: string; name: string; region: string | null } | null;
  host: string;
  /** Tables for a dinner, people otherwise; null until set. */
  count: number | null;
  date: string;
  poster: string;
  video: DraftVideo | null;
  /** The country the phone number belongs to (ISO code), and the number as typed. */
  phoneCountry: string;
  phoneNumber: string;
  agreed: boolean;
};

/** The fields of the form, as refusals name them. */
export type PlanField =
  'theme' | 'country' | 'city' | 'host' | 'count' | 'date' | 'poster' | 'video' | 'phone' | 'agreed';

export const PLAN_FIELDS: readonly PlanField[] = [
  'theme',
  'country',
  'city',
  'host',
  'count',
  'date',
  'poster',
  'video',
  'phone',
  'agreed',
];

/** A field the form refuses, and the text that says why (a key of the `plans` texts). */
export type FieldProblem = { field: PlanField; key: string; values?: Record<string, string | number> };

export const THEME_MAX = 60;
export const HOST_MAX = 40;

export function emptyDraft(): PlanDraft {
  return {
    theme: '',
    country: null,
    city: null,
    host: '',
    count: null,
    date: '',
    poster: '',
    video: null,
    phoneCountry: 'IN',
    phoneNumber: '',
    agreed: false,
  };
}

/** A stored draft read back, each field checked (an older or damaged one gives the empty form). */
export function parseDraft(text: string | null): PlanDraft {
  const empty = emptyDraft();
  if (!text) return empty;
  let raw: Partial<Record<keyof PlanDraft, unknown>>;
  try {
    raw = JSON.parse(text) as typeof raw;
  } catch {
    return empty;
  }
  if (!raw || typeof raw !== 'object') return empty;
  const str = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
  const country = raw.country as PlanDraft['country'];
  const city = raw.city as PlanDraft['city'];
  const video = raw.video as PlanDraft['video'];
  return {
    theme: str(raw.theme, ''),
    country:
      country && typeof country.code === 'string' && typeof country.name === 'string'
        ? { code: country.code, name: country.name }
        : null,
    city:
      city && typeof city.id === 'string' && typeof city.name === 'string'
        ? { id: city.id, name: city.name, region: typeof city.region === 'string' ? city.region : null }
        : null,
    host: str(raw.host, ''),
    count: typeof raw.count === 'number' && Number.isInteger(raw.count) ? raw.count : null,
    date: str(raw.date, ''),
    poster: str(raw.poster, ''),
    video:
      video && typeof video.name === 'string' && typeof video.size === 'number'
        ? {
            name: video.name,
            size: video.size,
            id: typeof video.id === 'string' ? video.id : null,
            finished: video.finished === true && typeof video.id === 'string',
          }
        : null,
    phoneCountry: str(raw.phoneCountry, 'IN'),
    phoneNumber: str(raw.phoneNumber, ''),
    agreed: raw.agreed === true,
  };
}

/** Digits of a phone number as typed (spaces, dashes, brackets and dots dropped). */
export const phoneDigits = (number: string) => number.replace(/[\s\-().]/g, '');

/**
 * What the form refuses before sending, in the form's order: the same rules as the server's, so
 * the member hears of them at the field (the server checks them all again, and the phone for its
 * country).
 */
export function draftProblems(
  kind: PlanKind,
  draft: PlanDraft,
  rules: PlanRules,
  today: string,
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const theme = draft.theme.trim();
  if (!theme) problems.push({ field: 'theme', key: 'form.errors.themeRequired' });
  else if (theme.length > THEME_MAX)
    problems.push({ field: 'theme', key: 'form.errors.themeLong', values: { max: THEME_MAX } });
  if (!draft.country) problems.push({ field: 'country', key: 'form.errors.countryRequired' });
  else if (!draft.city) problems.push({ field: 'city', key: 'form.errors.cityRequired' });
  const host = draft.host.trim();
  if (!host) problems.push({ field: 'host', key: 'form.errors.hostRequired' });
  else if (host.length > HOST_MAX)
    problems.push({ field: 'host', key: 'form.errors.hostLong', values: { max: HOST_MAX } });
  const { min, max } = countLimits(kind, rules);
  if (draft.count === null || !Number.isInteger(draft.count) || draft.count < min || draft.count > max)
    problems.push({ field: 'count', key: `form.errors.${countOf(kind)}Range`, values: { min, max } });
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.date))
    problems.push({ field: 'date', key: 'form.errors.dateRequired' });
  else if (draft.date > today) problems.push({ field: 'date', key: 'form.errors.dateFuture' });
  if (!draft.poster) problems.push({ field: 'poster', key: 'form.errors.posterRequired' });
  if (!draft.video) problems.push({ field: 'video', key: 'form.errors.videoRequired' });
  else if (!draft.video.id || !draft.video.finished)
    problems.push({ field: 'video', key: 'form.errors.videoUnfinished' });
  const digits = phoneDigits(draft.phoneNumber);
  if (!digits) problems.push({ field: 'phone', key: 'form.errors.phoneRequired' });
  else if (!/^\d{4,15}$/.test(digits)) problems.push({ field: 'phone', key: 'form.errors.phoneInvalid' });
  if (!draft.agreed) problems.push({ field: 'agreed', key: 'form.errors.agreeRequired' });
  return problems;
}

/** The request of a complete draft (`draftProblems` found nothing); `callingCode` is the phone country's. */
export function submitInput(kind: PlanKind, draft: PlanDraft, callingCode: string): SubmitPlanInput {
  const count = draft.count ?? 0;
  return {
    kind,
    theme: draft.theme.trim(),
    countryCode: draft.country?.code ?? '',
    cityId: draft.city?.id ?? '',
    host: draft.host.trim(),
    ...(countOf(kind) === 'tables' ? { tables: count } : { people: count }),
    date: draft.date,
    poster: draft.poster,
    videoId: draft.video?.id ?? '',
    phone: { prefix: callingCode, number: phoneDigits(draft.phoneNumber) },
    agreed: draft.agreed,
  };
}

/** The form's field a server refusal names in `data.field` (`cityId` → city, `phone.number` → phone). */
export function fieldOfRefusal(field: unknown): PlanField | null {
  if (typeof field !== 'string') return null;
  const head = field.split('.')[0]!;
  const map: Record<string, PlanField> = {
    theme: 'theme',
    country: 'country',
    countryCode: 'country',
    city: 'city',
    cityId: 'city',
    host: 'host',
    tables: 'count',
    people: 'count',
    count: 'count',
    date: 'date',
    poster: 'poster',
    video: 'video',
    videoId: 'video',
    phone: 'phone',
    agreed: 'agreed',
    agree: 'agreed',
  };
  return map[head] ?? null;
}
