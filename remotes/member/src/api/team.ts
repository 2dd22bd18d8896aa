import { api } from '@h5/platform';
import type { TeamMember, TeamSummary } from '@h5/api/contract/team';

/** The member's invitation code, link, QR code and team sizes. */
export const fetchTeamSummary = (): Promise<TeamSummary> => api.get<TeamSummary>('/Team/summary');

/** A page of one level of the member's team, newest first. */
export const fetchTeamMembers = (level: number, page: number, rows: number) =>
  api.get<{ list: TeamMember[]; total: number }>('/Team/members', { level, page, rows });
