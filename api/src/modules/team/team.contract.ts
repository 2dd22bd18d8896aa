// Wire types of the team module (`@h5/api/contract/team`), shared with the front end. Types only.

/** One level of a team: 1 = invited by the member, 2 = by those, 3 = by the second level. */
export type TeamLevel = { level: 1 | 2 | 3; count: number };

/** GET /api/Team/summary: the member's invitation code, who invited them (masked) and the team's size. */
export type TeamSummary = {
  inviteCode: string;
  /** `pages/user/register?scene=inviter_<code>`: the link to share, under `/h5/#/`. */
  invitePath: string;
  invitedBy: string | null;
  levels: TeamLevel[];
  total: number;
};

/** One of GET /api/Team/members?level&page&rows: a team member as their inviter may see them. */
export type TeamMember = {
  level: 1 | 2 | 3;
  /** The nickname, masked (`r***i`). */
  name: string;
  /** The mailbox, masked (`r***@example.com`). */
  mailbox: string;
  joinedAt: string;
  /** Whether they have bought a fund, subscribed to equity or staked. */
  invested: boolean;
};

/** One of GET /api/Admin/members/team (support): a team member with their id. */
export type AdminTeamMember = TeamMember & { memberId: number };
