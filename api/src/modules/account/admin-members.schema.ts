import { z } from 'zod';
import { id, optional, paging, reason, sorting, text } from '../../platform/params.ts';
import { message } from '../../platform/validate.ts';
import { FREEZE_SCOPES, MEMBER_SORTS, MEMBER_STATES } from './admin-members.service.ts';

export const MemberListQuerySchema = z.object({
  /** A member id (all digits), the start of a mailbox (with `@`), or part of a nickname. */
  q: optional(text(254)),
  state: optional(z.enum(MEMBER_STATES, message('account.memberStateInvalid'))),
  ...paging,
  ...sorting(MEMBER_SORTS, 'id'),
});

export const MemberIdQuerySchema = z.object({ id: id('member') });

/** Freezing and unfreezing say why: the member will ask, and the next operator will read it. */
export const FreezeSchema = z.object({
  memberId: id('member'),
  scope: z.enum(FREEZE_SCOPES, message('account.freezeScopeInvalid')),
  reason: reason(),
});
