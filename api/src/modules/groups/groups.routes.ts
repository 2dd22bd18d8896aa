import { sendOk } from '../../platform/envelope.ts';
import { defineRoutes, guard } from '../../platform/routes.ts';
import type {
  GroupCard,
  GroupInviteAnswer,
  GroupJoinAnswer,
  GroupMemberRow,
  GroupRequestRow,
} from './groups.contract.ts';
import type { Paged } from '../../contract/index.ts';
import {
  CreateGroupSchema,
  GroupDecideSchema,
  GroupIdSchema,
  GroupInviteSchema,
  GroupJoinSchema,
  GroupLeaveSchema,
  GroupMemberSchema,
  GroupMembersSchema,
  GroupRequestsSchema,
  GroupSearchSchema,
  GroupSettingsSchema,
} from './groups.schema.ts';
import type { GroupsService } from './groups.service.ts';

/** `/chat/group/*`: every route a member's, each decided by `groups.policy.ts` in the service. */
export const groupRoutes = ({ groups }: { groups: GroupsService }) =>
  defineRoutes('/chat/group', (route) => {
    const member = guard.member;

    route.post('/create', { guard: member, body: CreateGroupSchema }, async (ctx, { actor, body }) => {
      const answer: GroupCard = await groups.create(actor, body);
      sendOk(ctx, answer);
    });

    route.post('/info', { guard: member, body: GroupIdSchema }, async (ctx, { actor, body }) => {
      const answer: GroupCard = await groups.info(actor, body.groupId);
      sendOk(ctx, answer);
    });

    route.post('/members', { guard: member, body: GroupMembersSchema }, async (ctx, { actor, body }) => {
      const answer: Paged<GroupMemberRow> = await groups.members(actor, body);
      sendOk(ctx, answer);
    });

    route.post('/search', { guard: member, body: GroupSearchSchema }, async (ctx, { actor, body }) => {
      const answer: GroupCard = await groups.search(actor, body.groupId);
      sendOk(ctx, answer);
    });

    route.post('/join', { guard: member, body: GroupJoinSchema }, async (ctx, { actor, body }) => {
      const answer: GroupJoinAnswer = await groups.join(actor, body);
      sendOk(ctx, answer);
    });

    route.post('/requests', { guard: member, body: GroupRequestsSchema }, async (ctx, { actor, body }) => {
      const answer: Paged<GroupRequestRow> = await groups.requests(actor, body);
      sendOk(ctx, answer);
    });

    route.post('/approve', { guard: member, body: GroupDecideSchema }, async (ctx, { actor, body }) => {
      const answer: GroupRequestRow = await groups.decide(actor, body.requestId, 'passed');
      sendOk(ctx, answer);
    });

    route.post('/reject', { guard: member, body: GroupDecideSchema }, async (ctx, { actor, body }) => {
      const answer: GroupRequestRow = await groups.decide(actor, body.requestId, 'rejected');
      sendOk(ctx, answer);
    });

    route.post('/invite', { guard: member, body: GroupInviteSchema }, async (ctx, { actor, body }) => {
      const answer: GroupInviteAnswer = await groups.invite(actor, body);
      sendOk(ctx, answer);
    });

    route.post('/remove', { guard: member, body: GroupMemberSchema }, async (ctx, { actor, body }) => {
      const answer: GroupCard = await groups.remove(actor, body);
      sendOk(ctx, answer);
    });

    route.post('/setAdmin', { guard: member, body: GroupMemberSchema }, async (ctx, { actor, body }) => {
      const answer: GroupMemberRow = await groups.setAdmin(actor, body);
      sendOk(ctx, answer);
    });

    route.post('/unsetAdmin', { guard: member, body: GroupMemberSchema }, async (ctx, { actor, body }) => {
      const answer: GroupMemberRow = await groups.unsetAdmin(actor, body);
      sendOk(ctx, answer);
    });

    route.post('/settings', { guard: member, body: GroupSettingsSchema }, async (ctx, { actor, body }) => {
      const answer: GroupCard = await groups.settings(actor, body);
      sendOk(ctx, answer);
    });

    route.post('/leave', { guard: member, body: GroupLeaveSchema }, async (ctx, { actor, body }) => {
      await groups.leave(actor, body.groupId);
      sendOk(ctx, null);
    });

    route.post('/dissolve', { guard: member, body: GroupIdSchema }, async (ctx, { actor, body }) => {
      const answer: GroupCard = await groups.dissolve(actor, body.groupId);
      sendOk(ctx, answer);
    });
  });
