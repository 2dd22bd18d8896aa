import { ApiError } from '../../platform/errors.ts';
import { definePolicy, isMember } from '../../platform/policy.ts';
import type { VideoUpload } from './video-upload.entity.ts';

/**
 * A resumable video upload is its uploader's: only they may resume it, see it or attach it to a
 * plan. Another member's id is answered as one that does not exist.
 */
export const videoPolicy = definePolicy<Pick<VideoUpload, 'memberId'>>()({
  resource: 'video',
  owned: true,
  refuse: () => new ApiError(404, 'upload.videoNotFound'),
  rules: {
    use: (actor, video) => video.memberId != null && isMember(actor, video.memberId),
  },
});
