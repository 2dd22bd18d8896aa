import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { Clock } from '../../platform/clock.ts';
import { platformDay } from '../../platform/clock.ts';
import { ApiError } from '../../platform/errors.ts';
import type { DomainEvents } from '../../platform/events.ts';
import type { MessageKey, MessageParams } from '../../platform/i18n.ts';
import { authorize, type MemberActor } from '../../platform/policy.ts';
import { recordOperatorAction, type ActedBy } from '../audit/operator-action.service.ts';
import type { LocationService } from '../location/location.service.ts';
import { IMAGE_MAX_BYTES, STORED_NAME, type UploadService } from '../upload/upload.service.ts';
import { VideoUploadSchema, type VideoUpload } from '../upload/video-upload.entity.ts';
import { VIDEO_MAX_BYTES, VIDEO_TYPES, type VideoUploadService } from '../upload/video-upload.service.ts';
import { PlanSchema, type Plan } from './plan.entity.ts';
import type { PlanRules, PlanState } from './plans.contract.ts';
import { planPolicy, planVideoPolicy, posterPolicy } from './plans.policy.ts';
import type { ReviewPlanBody, SubmitPlanBody } from './plans.schema.ts';

/** The rules every plan is held to (also answered to the pages by `GET /api/Plans/rules`). */
export const PLAN_RULES: Omit<PlanRules, 'today'> = {
  tables: { min: 1, max: 30 },
  people: { min: 15, max: 30 },
  posterMaxBytes: IMAGE_MAX_BYTES,
  videoMaxBytes: VIDEO_MAX_BYTES,
  videoTypes: Object.keys(VIDEO_TYPES),
};

const THEME_MAX = 60;
const HOST_MAX = 40;

/** A well-formed input outside the rules: 422 naming the field (`data.field`). */
const refuse = (field: string, key: MessageKey, params: MessageParams = {}) =>
  new ApiError(422, key, { params, data: { field } });

/** `YYYY-MM-DD` of a day that exists. */
function isDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const at = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === text;
}

/** A plan with the video it holds, as the presenter needs them. */
export type PlanView = { plan: Plan; video: VideoUpload | null };

type Deps = {
  em: EntityManager;
  clock: Clock;
  events: DomainEvents;
  locations: LocationService;
  uploads: UploadService;
  videos: VideoUploadService;
};

/** Community plans (ADR 0033): submitted by members under every rule, reviewed once by a reviewer. */
export function createPlansService({ em, clock, events, locations, uploads, videos }: Deps) {
  /** The videos of `plans`, by their row id. */
  async function withVideos(plans: Plan[]): Promise<PlanView[]> {
    const ids = plans.map((plan) => plan.videoUploadId);
    const rows = ids.length ? await em.find(VideoUploadSchema, { id: { $in: ids } }) : [];
    const byId = new Map(rows.map((row) => [row.id, row]));
    return plans.map((plan) => ({ plan, video: byId.get(plan.videoUploadId) ?? null }));
  }

  /** Checks every rule of `input` but the poster's and the video's owner; answers what is stored. */
  function checked(input: SubmitPlanBody) {
    if (input.kind === 'party') {
      const { min, max } = PLAN_RULES.tables;
      if (input.tables < min || input.tables > max) throw refuse('tables', 'plans.tablesRange', { min, max });
    } else {
      const { min, max } = PLAN_RULES.people;
      if (input.people < min || input.people > max) throw refuse('people', 'plans.peopleRange', { min, max });
    }
    const theme = input.theme.trim();
    if (!theme) throw refuse('theme', 'plans.themeRequired');
    if ([...theme].length > THEME_MAX) throw refuse('theme', 'plans.themeTooLong', { max: THEME_MAX });
    const countryCode = input.countryCode.trim().toUpperCase();
    if (!/^[A-Z]{2}$/.test(countryCode) || !locations.country('en-us', countryCode))
      throw refuse('countryCode', 'plans.countryInvalid');
    const city = locations.city(input.cityId.trim());
    if (!city || city.countryCode !== countryCode) throw refuse('cityId', 'plans.cityInvalid');
    const host = input.host.trim();
    if (!host) throw refuse('host', 'plans.hostRequired');
    if ([...host].length > HOST_MAX) throw refuse('host', 'plans.hostTooLong', { max: HOST_MAX });
    const date = input.date.trim();
    if (!isDay(date)) throw refuse('date', 'plans.dateInvalid');
    // The platform's day is India's (ADR 0026): a plan may be today there, never after.
    if (date > platformDay(clock.now())) throw refuse('date', 'plans.dateInFuture');
    const prefix = input.phone.prefix.trim();
    if (!/^\+?\d{1,4}$/.test(prefix)) throw refuse('phone.prefix', 'plans.phonePrefixInvalid');
    const digits = input.phone.number.replace(/[\s().-]/g, '');
    const phone = /^\d{4,17}$/.test(digits)
      ? parsePhoneNumberFromString(`+${prefix.replace('+', '')}${digits}`)
      : undefined;
    if (!phone?.isValid() || phone.countryCallingCode !== prefix.replace('+', ''))
      throw refuse('phone.number', 'plans.phoneInvalid');
    if (input.agreed !== true) throw refuse('agreed', 'plans.termsRequired');
    return {
      theme,
      countryCode,
      city,
      host,
      date,
      phone: phone.number,
      tables: input.kind === 'party' ? input.tables : null,
      people: input.kind === 'party' ? null : input.people,
    };
  }

  return {
    rules: (): PlanRules => ({ ...PLAN_RULES, today: platformDay(clock.now()) }),

    /**
     * Stores the member's plan under review, with their own poster and their own finished video,
     * which it attaches (a video goes with one plan only: the attaching update is conditional, so
     * two submits with one video cannot both take it).
     */
    async submit(actor: MemberActor, input: SubmitPlanBody): Promise<PlanView> {
      const fields = checked(input);
      const poster = STORED_NAME.test(input.poster.replace(/^\/uploads\//, ''))
        ? await uploads.byPath(input.poster)
        : null;
      authorize(actor, posterPolicy, 'use', poster);
      if (poster.size > PLAN_RULES.posterMaxBytes) throw refuse('poster', 'plans.posterInvalid');
      const video = await videos.byKey(input.videoId.trim());
      authorize(actor, planVideoPolicy, 'use', video);
      if (video.planId != null) throw refuse('videoId', 'plans.videoAttached');
      if (!video.finishedAt) throw refuse('videoId', 'plans.videoUnfinished');
      const now = clock.now();
      const plan = await em
        .transactional(async (tx) => {
          const created = tx.create(PlanSchema, {
            memberId: actor.id,
            kind: input.kind,
            state: 'review',
            theme: fields.theme,
            countryCode: fields.countryCode,
            cityId: fields.city.id,
            cityName: fields.city.name,
            host: fields.host,
            tables: fields.tables,
            people: fields.people,
            date: fields.date,
            poster: input.poster,
            videoUploadId: video.id,
            phone: fields.phone,
            reviewedAt: null,
            reviewedBy: null,
            refusalReason: null,
            refusalNote: null,
            createdAt: now,
            updatedAt: now,
          });
          await tx.flush();
          const attached = await tx.nativeUpdate(
            VideoUploadSchema,
            { id: video.id, memberId: actor.id, planId: null, finishedAt: { $ne: null } },
            { planId: created.id, updatedAt: now },
          );
          if (attached !== 1) throw refuse('videoId', 'plans.videoAttached');
          return created;
        })
        .catch((error: unknown) => {
          // Another submit with the same video committed first (`plan.video_upload_id` is unique).
          if (error instanceof UniqueConstraintViolationException)
            throw refuse('videoId', 'plans.videoAttached');
          throw error;
        });
      video.planId = plan.id;
      return { plan, video };
    },

    /** The member's own plans, newest first. */
    async records(
      actor: MemberActor,
      query: { state?: PlanState | undefined; page: number; rows: number },
    ): Promise<{ list: PlanView[]; total: number }> {
      const [plans, total] = await em.findAndCount(
        PlanSchema,
        { memberId: actor.id, ...(query.state && { state: query.state }) },
        { orderBy: { id: 'desc' }, limit: query.rows, offset: (query.page - 1) * query.rows },
      );
      return { list: await withVideos(plans), total };
    },

    /** One of the member's plans (another's: 404, as one that does not exist). */
    async record(actor: MemberActor, id: number): Promise<PlanView> {
      const plan = await em.findOne(PlanSchema, { id });
      authorize(actor, planPolicy, 'view', plan);
      const [view] = await withVideos([plan]);
      return view!;
    },

    /** Plans in `state` for reviewers, oldest first (the queue). */
    async queue(query: { state: PlanState; page: number; rows: number }) {
      const [plans, total] = await em.findAndCount(
        PlanSchema,
        { state: query.state },
        { orderBy: { id: 'asc' }, limit: query.rows, offset: (query.page - 1) * query.rows },
      );
      return { list: await withVideos(plans), total };
    },

    /**
     * Approves or refuses a plan under review, once (audited with the reviewer); a plan already
     * reviewed is 409 and stays as it was. The member is told on their socket.
     */
    async review(input: ReviewPlanBody, by: ActedBy): Promise<PlanView> {
      const state = input.decision === 'approve' ? 'success' : 'rejected';
      const reason = input.decision === 'refuse' ? input.reason : null;
      const note = input.note ?? null;
      if (reason === 'other' && !note) throw refuse('note', 'plans.noteRequired');
      const now = clock.now();
      const planId = await em.transactional(async (tx) => {
        const found = await tx.findOne(PlanSchema, { id: input.id });
        if (!found) throw new ApiError(404, 'plans.notFound');
        const changed = await tx.nativeUpdate(
          PlanSchema,
          { id: input.id, state: 'review' },
          {
            state,
            reviewedAt: now,
            reviewedBy: by.actor.slice(0, 80),
            refusalReason: reason,
            refusalNote: note,
            updatedAt: now,
          },
        );
        if (changed !== 1) throw new ApiError(409, 'plans.alreadyReviewed');
        await recordOperatorAction(tx, clock, {
          ...by,
          reason: note,
          action: 'plan_review',
          detail: { planId: found.id, memberId: found.memberId, decision: input.decision, reason },
        });
        return found.id;
      });
      const plan = (await em.findOne(PlanSchema, { id: planId }, { refresh: true }))!;
      events.emit('plan.reviewed', {
        planId: plan.id,
        memberId: plan.memberId,
        state,
        theme: plan.theme,
        reason,
        note,
        reviewedAt: now,
      });
      const [view] = await withVideos([plan]);
      return view!;
    },
  };
}

export type PlansService = ReturnType<typeof createPlansService>;
