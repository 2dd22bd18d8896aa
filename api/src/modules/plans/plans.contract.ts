// Wire types of the plans module (`@h5/api/contract/plans`), shared with the front end. Types only.
// Community plans (ADR 0033): a member submits a dinner, a team-building day or a salon with a
// poster and a video; a reviewer checks that the date spoken in the video is the plan's date and
// approves it or refuses it with a reason.
import type { Lang } from '../../contract/index.ts';

/** `party`: a dinner (tables), `team`: team-building (people), `salon`: a salon (people). */
export type PlanKind = 'party' | 'team' | 'salon';

/** Under review → success, or not up to standard (`rejected`, with the reviewer's reason). */
export type PlanState = 'review' | 'success' | 'rejected';

/**
 * The server's limits, also answered by GET /api/Plans/rules so the pages show the same numbers:
 * tables for a dinner, people for team-building and a salon; the poster's and the video's size in
 * bytes; the video types accepted (decided from the bytes, never from the name).
 */
export type PlanRules = {
  tables: { min: number; max: number };
  people: { min: number; max: number };
  posterMaxBytes: number;
  videoMaxBytes: number;
  videoTypes: string[];
  /**
   * Today in India on the server's clock (`YYYY-MM-DD`): the latest date a plan may have. The form
   * holds the date to it rather than to the phone's clock, which may be wrong.
   */
  today: string;
};

/** A phone number as the member typed it: the country calling code (`"+91"`) and the number. */
export type PlanPhoneInput = { prefix: string; number: string };

/**
 * POST /api/Plans/submit (member). `tables` is required for a dinner and absent otherwise;
 * `people` for team-building and a salon. `date` is `YYYY-MM-DD`, never after today in India.
 * `cityId` comes from GET /api/Location/cities (the city's country is the plan's country).
 * `poster` is the member's own image (`/uploads/<name>` from POST /api/Upload/image); `videoId`
 * the member's own finished resumable upload (`/api/Upload/video`), attached to one plan only.
 * `agreed` must be true (the terms). Refusals are 422 with `data.field` naming the field.
 */
export type SubmitPlanInput = {
  kind: PlanKind;
  theme: string;
  countryCode: string;
  cityId: string;
  host: string;
  tables?: number;
  people?: number;
  date: string;
  poster: string;
  videoId: string;
  phone: PlanPhoneInput;
  agreed: boolean;
};

/** A plan as its member sees it (records, record detail, the answer of a submit). */
export type PlanRecord = {
  id: number;
  kind: PlanKind;
  state: PlanState;
  theme: string;
  /** ISO 3166-1 alpha-2 code and the country's name in the request's language. */
  country: { code: string; name: string };
  city: { id: string; name: string };
  host: string;
  tables: number | null;
  people: number | null;
  date: string;
  /** The poster's public path (`/uploads/<name>`). */
  poster: string;
  /** The video's public path (served with range requests) and its type (`video/mp4`, …). */
  video: { url: string; mime: string; size: number };
  /** International format (`+91 98765 43210`). */
  phone: string;
  /** The reviewer's reason in the request's language (a template, and the reviewer's note). */
  reason: string | null;
  submittedAt: string;
  reviewedAt: string | null;
};

/** GET /api/Plans/records?state=&page&rows: the member's own, newest first (`Paged<PlanRecord>`). */
export type PlanRecordsQuery = { state?: PlanState; page?: number; rows?: number };

/**
 * The reasons a reviewer picks from (shown in the member's language), with an optional note the
 * reviewer writes; `other` needs the note.
 */
export type PlanRefusalReason =
  'date_mismatch' | 'video_unclear' | 'poster_unsuitable' | 'details_wrong' | 'other';

/** GET /api/Admin/plans?state=review&page&rows (reviewer): the queue, oldest first. */
export type AdminPlan = PlanRecord & {
  /** The member who submitted it (members sign up with a mailbox; the plan's `phone` is its contact). */
  member: { id: number; nickname: string; mailbox: string };
  reviewedBy: string | null;
  refusal: { reason: PlanRefusalReason; note: string } | null;
};

/** POST /api/Admin/plans/review (reviewer, audited): `reason` is required to refuse. */
export type ReviewPlanInput =
  | { id: number; decision: 'approve'; note?: string }
  | { id: number; decision: 'refuse'; reason: PlanRefusalReason; note?: string };

/**
 * The socket message a member gets when a plan of theirs is reviewed (to the member's own room):
 * every language, as announcements carry them.
 */
export type SocketPlanNoticeMessage = {
  type: 'notice';
  topic: 'plan';
  planId: number;
  state: Exclude<PlanState, 'review'>;
  publishedAt: string;
  title: Record<Lang, string>;
  summary: Record<Lang, string>;
};

/**
 * A finished or unfinished resumable video upload of the member's (GET /api/Upload/video/info?id):
 * the bytes received so far, the type found in the first bytes (null until they arrived), and
 * whether it is already attached to a plan.
 */
export type VideoUploadInfo = {
  id: string;
  size: number;
  offset: number;
  mime: string | null;
  finished: boolean;
  attached: boolean;
};
