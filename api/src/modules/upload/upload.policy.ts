import { ApiError } from '../../platform/errors.ts';
import { definePolicy, isMember } from '../../platform/policy.ts';
import type { Upload } from './upload.entity.ts';

/** An upload is its sender's: only they may use it (as their avatar, in a plan, in a message). */
export const uploadPolicy = definePolicy<Pick<Upload, 'memberId'>>()({
  resource: 'upload',
  owned: true,
  refuse: () => new ApiError(422, 'account.avatarInvalid', { data: { code: 'avatar_invalid' } }),
  rules: {
    use: (actor, upload) => upload.memberId != null && isMember(actor, upload.memberId),
  },
});
