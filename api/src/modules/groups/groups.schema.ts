import { z } from 'zod';
import { id, optional, paging, text, uploadPath } from '../../platform/params.ts';
import { intParam, message } from '../../platform/validate.ts';
import type { GroupJoinMode, GroupRequestState } from './groups.contract.ts';

export const JOIN_MODES = ['free', 'approval'] as const satisfies readonly GroupJoinMode[];
export const REQUEST_STATES = [
  'pending',
  'passed',
  'rejected',
] as const satisfies readonly GroupRequestState[];

/** How many members one create or invite may name. */
export const MEMBERS_PER_CALL = 200;

const name = () => text(40, { required: 'groups.nameRequired', tooLong: 'groups.nameTooLong' });
const introduction = () =>
  z.preprocess(
    (value) => (value === null ? '' : value),
    z
      .string(message('groups.introductionTooLong'))
      .trim()
      .max(500, message('groups.introductionTooLong'))
      // eslint-disable-next-line no-control-regex -- control characters other than line breaks are refused
      .refine((value) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(value), {
        ...message('validation.controlCharacters'),
      }),
  );
const joinMode = () => z.enum(JOIN_MODES, message('groups.joinModeInvalid'));
const avatar = () => optional(uploadPath('groups.avatarInvalid'));
/** Member ids, each once; none by default. */
const memberIds = () =>
  z
    .array(
      intParam().pipe(
        z
          .number()
          .int()
          .min(1)
          .max(2 ** 31 - 1),
      ),
      message('groups.membersInvalid'),
    )
    .max(MEMBERS_PER_CALL, message('groups.tooManyMembers'))
    .default([])
    .transform((ids) => [...new Set(ids)]);

const groupId = () => id('group');

/** `POST /chat/group/create` (`CreateGroupInput`). */
export const CreateGroupSchema = z.object({
  name: name(),
  avatar: avatar(),
  introduction: introduction().optional(),
  joinMode: joinMode(),
  memberIds: memberIds(),
});
export type CreateGroupBody = z.output<typeof CreateGroupSchema>;

/** `POST /chat/group/info`, `/chat/group/dissolve`. */
export const GroupIdSchema = z.object({ groupId: groupId() });

/** `POST /chat/group/members`. */
export const GroupMembersSchema = z.object({ groupId: groupId(), ...paging });

/** `POST /chat/group/search`: any group by its id, to join it. */
export const GroupSearchSchema = z.object({ groupId: id('publicGroup') });

/** `POST /chat/group/join`. */
export const GroupJoinSchema = z.object({
  groupId: id('publicGroup'),
  message: optional(text(200, { tooLong: 'groups.messageTooLong' })),
});
export type GroupJoinBody = z.output<typeof GroupJoinSchema>;

/** `POST /chat/group/requests`: pending ones by default. */
export const GroupRequestsSchema = z.object({
  groupId: groupId(),
  state: z.enum(REQUEST_STATES, message('groups.stateInvalid')).default('pending'),
  ...paging,
});

/** `POST /chat/group/approve`, `/chat/group/reject`. */
export const GroupDecideSchema = z.object({ requestId: id('groupRequest') });

/** `POST /chat/group/invite`. */
export const GroupInviteSchema = z.object({ groupId: groupId(), memberIds: memberIds() });

/** `POST /chat/group/remove`, `/chat/group/setAdmin`, `/chat/group/unsetAdmin`. */
export const GroupMemberSchema = z.object({ groupId: groupId(), memberId: id('groupMember') });

/** `POST /chat/group/settings`: only the fields given change. */
export const GroupSettingsSchema = z.object({
  groupId: groupId(),
  name: optional(name()),
  avatar: avatar(),
  introduction: introduction().optional(),
  joinMode: optional(joinMode()),
});
export type GroupSettingsBody = z.output<typeof GroupSettingsSchema>;

/** `POST /chat/group/leave`. */
export const GroupLeaveSchema = z.object({ groupId: id('joinedGroup') });
