import type { UserInfo } from './account.contract.ts';
import type { Member } from './member.entity.ts';

/** `a***@example.com`: enough to recognise one's own mailbox, not enough to harvest it. */
export function maskMailbox(mailbox: string): string {
  const at = mailbox.lastIndexOf('@');
  return `${mailbox.slice(0, 1)}***${mailbox.slice(at)}`;
}

export const presentUserInfo = (member: Member, now: Date): UserInfo => ({
  id: member.id,
  nickname: member.nickname,
  avatar: member.avatar ?? null,
  mailbox: maskMailbox(member.mailbox),
  inviteCode: member.inviteCode,
  vipLevel: member.vipLevel,
  security: {
    mailbox: true,
    loginPassword: true,
    paymentPassword: member.paymentPasswordHash != null,
    authenticator: member.totpSecret != null,
    withdrawLockedUntil:
      member.withdrawLockedUntil && member.withdrawLockedUntil > now
        ? member.withdrawLockedUntil.toISOString()
        : null,
  },
});
