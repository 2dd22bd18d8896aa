import { ApiError } from '../../platform/errors.ts';
import { definePolicy, isMember, notFoundAs } from '../../platform/policy.ts';
import type { VideoUpload } from '../upload/video-upload.entity.ts';
import type { Upload } from '../upload/upload.entity.ts';
import type { Plan } from './plan.entity.ts';

/** A plan is its member's to see (reviewers decide it through `OPERATOR_POLICY.plans`). */
export const planPolicy = definePolicy<Pick<Plan, 'memberId'>>()({
  resource: 'plan',
  owned: true,
  refuse: notFoundAs('plans.notFound'),
  rules: {
    view: (actor, plan) => isMember(actor, plan.memberId),
  },
});

/** A plan's poster is an image the member uploaded themself. */
export const posterPolicy = definePolicy<Pick<Upload, 'memberId'>>()({
  resource: 'poster',
  owned: true,
  refuse: () => new ApiError(422, 'plans.posterInvalid', { data: { field: 'poster' } }),
  rules: {
    use: (actor, upload) => upload.memberId != null && isMember(actor, upload.memberId),
  },
});

/** A plan's video is a resumable upload of the member's own. */
export const planVideoPolicy = definePolicy<Pick<VideoUpload, 'memberId'>>()({
  resource: 'planVideo',
  owned: true,
  refuse: () => new ApiError(422, 'plans.videoInvalid', { data: { field: 'videoId' } }),
  rules: {
    use: (actor, video) => video.memberId != null && isMember(actor, video.memberId),
  },
});
