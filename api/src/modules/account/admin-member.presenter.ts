import type { AdminMemberProfile, AdminMemberSummary } from './account.contract.ts';
import { formatAmount } from '../ledger/money.ts';
import type { MemberSummaryView } from './admin-members.service.ts';
import type { Member } from './member.entity.ts';

export const presentAdminMember = (member: MemberSummaryView): AdminMemberSummary => ({
  id: member.id,
  mailbox: member.mailbox,
  nickname: member.nickname,
  vipLevel: member.vipLevel,
  createdAt: member.createdAt.toISOString(),
  loginFrozen: member.loginFrozenAt != null,
  withdrawalFrozen: member.withdrawalFrozenAt != null,
  balance: formatAmount(member.balance, 'INR'),
  usdt: formatAmount(member.usdt, 'USDT'),
});

export const presentAdminMemberProfile = (
  member: Member & Pick<MemberSummaryView, 'balance' | 'usdt'>,
): AdminMemberProfile => ({
  ...presentAdminMember(member),
  inviteCode: member.inviteCode,
  inviterId: member.inviterId ?? null,
  lang: member.lang,
  paymentPasswordSet: member.paymentPasswordHash != null,
  totpEnabled: member.totpSecret != null,
  frozenReason: member.frozenReason ?? null,
  loginFrozenAt: member.loginFrozenAt ? member.loginFrozenAt.toISOString() : null,
  withdrawalFrozenAt: member.withdrawalFrozenAt ? member.withdrawalFrozenAt.toISOString() : null,
});
