import type { UserInfo } from './account.contract.ts';
import type { Member } from './member.entity.ts';

/** `a***@example.com`: enough to recognise one's own mailbox, not enough to harvest it. */
export function maskMailbox(mailbox: string): string {
  const at = mailbox.lastIndexOf('@');
  return `${mailbox.slice(0, 1)}***${mailbox.slice(at)}`;
}

/**
 * `r***i`: a nickname as other members see it (a team, a ranking), enough to recognise someone one
 * knows, not to find them.
 */
export function maskName(name: string): string {
  const letters = [...name];
  if (letters.length <= 1) return `${letters[0] ?? ''}***`;
  return `${letters[0]}***${letters.at(-1)}`;
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
