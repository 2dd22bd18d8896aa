/** What the user tab shows of the signed-in member. */
export type MemberSummary = {
  name: string | null;
  id: string | null;
  vipLevel: number | null;
  avatar: string | null;
  /** Masked by the API: a***@example.com. */
  mailbox: string | null;
  inviteCode: string | null;
};

const pickText = (info: Record<string, unknown>, keys: string[]): string | null => {
  for (const key of keys) {
    const value = info[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  }
  return null;
};

/**
 * Reads the member's name, id, VIP level, picture, mailbox and invite code from the session's user info, whose fields
 * the API names in more than one way; anything missing is null.
 */
export function describeMember(userInfo: unknown): MemberSummary {
  if (!userInfo || typeof userInfo !== 'object')
    return { name: null, id: null, vipLevel: null, avatar: null, mailbox: null, inviteCode: null };
  const info = userInfo as Record<string, unknown>;
  const level = pickText(info, ['vipLevel', 'vip_level', 'vip', 'level']);
  const digits = level?.match(/\d+/)?.[0];
  return {
    name: pickText(info, [
      'nickname',
      'nickName',
      'nick_name',
      'username',
      'name',
      'mailbox',
      'email',
      'mobile',
    ]),
    id: pickText(info, ['id', 'uid', 'userId', 'user_id']),
    vipLevel: digits === undefined ? null : Number(digits),
    avatar: pickText(info, ['avatar', 'headimg', 'avatarUrl']),
    mailbox: pickText(info, ['mailbox', 'email']),
    inviteCode: pickText(info, ['inviteCode', 'invite_code']),
  };
}
