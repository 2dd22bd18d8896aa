import type { EntityManager } from '@mikro-orm/core';
import { z } from 'zod';
import type { AdminTeamMember, TeamMember, TeamSummary } from './team.contract.ts';
import { sendOk } from '../../platform/envelope.ts';
import { id, paging } from '../../platform/params.ts';
import { defineRoutes, guard } from '../../platform/routes.ts';
import { intParam, message } from '../../platform/validate.ts';
import { maskMailbox, maskName } from '../account/member.presenter.ts';
import { TEAM_LEVELS } from '../account/member-tree.entity.ts';
import { OPERATOR_POLICY } from '../operator/operator.policy.ts';
import type { TeamRow, TeamService } from './team.service.ts';

const level = () =>
  intParam().pipe(
    z
      .number(message('team.levelInvalid'))
      .int(message('team.levelInvalid'))
      .min(1, message('team.levelInvalid'))
      .max(TEAM_LEVELS, message('team.levelInvalid')),
  );

const TeamQuerySchema = z.object({ level: level().default(1), ...paging });
const AdminTeamQuerySchema = z.object({ memberId: id('member'), level: level().default(1), ...paging });

const present = (row: TeamRow): TeamMember => ({
  level: row.level as TeamMember['level'],
  name: maskName(row.nickname),
  mailbox: maskMailbox(row.mailbox),
  joinedAt: row.joinedAt.toISOString(),
  invested: row.invested,
});

type Deps = { em: EntityManager; teams: TeamService };

/** `/api/Team/*`: the logged-in member's invitation code and team; nobody else's. */
export const teamRoutes = ({ em, teams }: Deps) =>
  defineRoutes('/api/Team', (route) => {
    route.get('/summary', { guard: guard.member }, async (ctx, { actor }) => {
      const fork = em.fork();
      const [member] = await fork
        .getConnection()
        .execute<{ invite_code: string }[]>('select invite_code from member where id = ?', [actor.id]);
      const levels = await teams.levels(fork, actor.id);
      const inviter = await teams.inviterOf(fork, actor.id);
      const inviteCode = member!.invite_code;
      sendOk<TeamSummary>(ctx, {
        inviteCode,
        invitePath: `pages/user/register?scene=inviter_${inviteCode}`,
        invitedBy: inviter === null ? null : maskName(inviter),
        levels: levels as TeamSummary['levels'],
        total: levels.reduce((sum, entry) => sum + entry.count, 0),
      });
    });

    route.get('/members', { guard: guard.member, query: TeamQuerySchema }, async (ctx, { actor, query }) => {
      const { list, total } = await teams.members(em.fork(), actor.id, query);
      sendOk(ctx, { list: list.map(present), total });
    });
  });

/** `GET /api/Admin/members/team` (support): a member's team, level by level, with ids. */
export const adminTeamRoutes = ({ em, teams }: Deps) =>
  defineRoutes('/api/Admin', (route) => {
    route.get(
      '/members/team',
      { guard: guard.operator(OPERATOR_POLICY.members), query: AdminTeamQuerySchema },
      async (ctx, { query }) => {
        const fork = em.fork();
        const { list, total } = await teams.members(fork, query.memberId, query);
        const levels = await teams.levels(fork, query.memberId);
        sendOk(ctx, {
          levels,
          list: list.map((row): AdminTeamMember => ({
            ...present(row),
            name: row.nickname,
            memberId: row.memberId,
          })),
          total,
        });
      },
    );
  });
