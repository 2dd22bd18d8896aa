// The `/api/Plans` and upload calls of community plans (ADR 0033). Shapes are the API's own contract
// (`@h5/api/contract/plans`), so a change there shows here as a type error.
import { api } from '@h5/platform';
import type { Paged } from '@h5/api/contract';
import type {
  PlanRecord,
  PlanRules,
  PlanState,
  SubmitPlanInput,
  VideoUploadInfo,
} from '@h5/api/contract/plans';

/** The server's limits (tables, people, poster and video sizes, video types). */
export const fetchRules = (): Promise<PlanRules> =>
  api.get<PlanRules>('/Plans/rules', undefined, { silent: true });

/**
 * Submits a plan; a refusal (422) names the field in `data.field`, and the page shows it there. The
 * body is a form, as every call's: the phone goes as `phone[prefix]` and `phone[number]`, the
 * nesting the API reads from a form.
 */
export const submitPlan = ({ phone, ...input }: SubmitPlanInput): Promise<PlanRecord> =>
  api.post<PlanRecord>(
    '/Plans/submit',
    { ...input, 'phone[prefix]': phone.prefix, 'phone[number]': phone.number },
    { silent: true },
  );

export const fetchRecords = (
  state: PlanState | undefined,
  page: number,
  rows: number,
): Promise<Paged<PlanRecord>> =>
  api.get<Paged<PlanRecord>>('/Plans/records', { state, page, rows }, { silent: true });

export const fetchRecord = (id: number): Promise<PlanRecord> =>
  api.get<PlanRecord>('/Plans/record', { id }, { silent: true });

/** How much of a resumable video upload the server has, and whether it is finished and free. */
export const fetchVideoInfo = (id: string): Promise<VideoUploadInfo> =>
  api.get<VideoUploadInfo>('/Upload/video/info', { id }, { silent: true });

/** The poster, through the platform's image upload (10 MB, checked again by the server). */
export const uploadPoster = (file: File, onProgress: (percent: number) => void): Promise<string> =>
  api.upload<{ path: string }>('/Upload/image', file, { onProgress, silent: true }).then((data) => data.path);
