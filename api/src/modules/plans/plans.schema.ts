import { z } from 'zod';
import { id, optional, paging, paramRegistry } from '../../platform/params.ts';
import { intParam, message } from '../../platform/validate.ts';
import type { PlanKind, PlanRefusalReason, PlanState } from './plans.contract.ts';

export const PLAN_KINDS = ['party', 'team', 'salon'] as const satisfies readonly PlanKind[];
export const PLAN_STATES = ['review', 'success', 'rejected'] as const satisfies readonly PlanState[];
export const REFUSAL_REASONS = [
  'date_mismatch',
  'video_unclear',
  'poster_unsuitable',
  'details_wrong',
  'other',
] as const satisfies readonly PlanRefusalReason[];

/** A string field; its rules (length, list, format) are the service's, refused with `data.field`. */
const text = (max: number) => z.string().max(max);

/**
 * The public path of the member's poster. Named the `poster` resource (not `upload`): a poster that
 * is not theirs is refused as a poster (422, `data.field`), not as an avatar.
 */
const posterPath = () => {
  const schema = z.string().max(200);
  paramRegistry.add(schema, { param: 'id', resource: 'poster' });
  return schema;
};

/** The id of the member's finished video upload, named as the `planVideo` resource. */
const planVideoId = () => {
  const schema = z.string().max(64);
  paramRegistry.add(schema, { param: 'id', resource: 'planVideo' });
  return schema;
};

/** `true`, or `"true"`/`"1"` from a form. */
const flag = z.preprocess(
  (value) => (value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value),
  z.boolean(),
);

const common = {
  theme: text(500),
  countryCode: text(10),
  cityId: text(200),
  host: text(500),
  date: text(40),
  poster: posterPath(),
  videoId: planVideoId(),
  phone: z.object({ prefix: text(10), number: text(40) }),
  agreed: flag,
};

/** `POST /api/Plans/submit` (`SubmitPlanInput`): tables for a dinner, people otherwise. */
export const SubmitPlanSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('party'), tables: intParam(), ...common }),
    z.object({ kind: z.enum(['team', 'salon']), people: intParam(), ...common }),
  ],
  message('plans.kindInvalid'),
);

export type SubmitPlanBody = z.output<typeof SubmitPlanSchema>;

/** `GET /api/Plans/records?state&page&rows` */
export const PlanRecordsQuerySchema = z.object({
  state: optional(z.enum(PLAN_STATES, message('plans.stateInvalid'))),
  ...paging,
});

/** `GET /api/Plans/record?id` */
export const PlanRecordQuerySchema = z.object({ id: id('plan') });

/** `GET /api/Admin/plans?state=review&page&rows`: the queue (under review) by default. */
export const AdminPlansQuerySchema = z.object({
  state: z.enum(PLAN_STATES, message('plans.stateInvalid')).default('review'),
  ...paging,
});

const note = optional(z.string().trim().max(500, message('plans.noteTooLong')));

/** `POST /api/Admin/plans/review` (`ReviewPlanInput`). */
export const ReviewPlanSchema = z.discriminatedUnion(
  'decision',
  [
    z.object({ id: id('plan'), decision: z.literal('approve'), note }),
    z.object({
      id: id('plan'),
      decision: z.literal('refuse'),
      reason: z.enum(REFUSAL_REASONS, message('plans.reasonRequired')),
      note,
    }),
  ],
  message('plans.decisionInvalid'),
);

export type ReviewPlanBody = z.output<typeof ReviewPlanSchema>;
