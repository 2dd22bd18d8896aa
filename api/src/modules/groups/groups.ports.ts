import type { EntityManager } from '@mikro-orm/core';
import type { ModuleContext } from '../../platform/module.ts';
import type { GroupPerson, GroupRole, GroupSystemMessage } from './groups.contract.ts';

/**
 * What groups need of the modules around them, one seam each: the group conversation and its
 * members with their roles (the chat module's `conversations`), its system messages
 * (`chatMessages.append`), the social graph (`social.areFriends`, `social.memberCards`) and the
 * join-request notices (`notices.add`).
 */
export type GroupPorts = {
  /** Every function works in the caller's `em`, inside its transaction. */
  conversations: {
    createGroupConversation(em: EntityManager, ownerId: number): Promise<{ id: number }>;
    addMember(em: EntityManager, conversationId: number, memberId: number, role?: GroupRole): Promise<void>;
    removeMember(em: EntityManager, conversationId: number, memberId: number): Promise<boolean>;
    setRole(em: EntityManager, conversationId: number, memberId: number, role: GroupRole): Promise<boolean>;
  };
  /** Read in the caller's `em` (its transaction's connection: libsql has one writer). */
  areFriends(em: EntityManager, a: number, b: number): Promise<boolean>;
  memberCards(em: EntityManager, ids: number[]): Promise<Map<number, GroupPerson>>;
  /**
   * Stores a system message in the group conversation and sends it to its members (after commit);
   * the member whose act it tells (`values.actorId`) has read it already.
   */
  appendSystem(conversationId: number, message: GroupSystemMessage): Promise<void>;
  /** Tells `memberId` (an admin or the owner) of a join request: a `group` notice, `refId` the request. */
  noticeJoinRequest(notice: {
    memberId: number;
    actorId: number;
    requestId: number;
    groupId: number;
    groupName: string;
  }): Promise<void>;
};

/**
 * The seams on the other modules' services. The social reads take the caller's `em`: a read on
 * another connection inside a libsql transaction would wait for that transaction's write lock.
 */
export const servicePorts = ({ em, services }: Pick<ModuleContext, 'em' | 'services'>): GroupPorts => ({
  conversations: services.conversations,
  areFriends: (db, a, b) => services.social.areFriends(db, a, b),
  async memberCards(db, ids) {
    const cards = await services.social.memberCards(db, ids);
    return new Map(cards.map((card) => [card.id, card]));
  },
  async appendSystem(conversationId, system) {
    await services.chatMessages.append(em.fork(), {
      conversationId,
      sender: null,
      kind: 'system',
      system,
      readBy: system.values.actorId,
    });
  },
  async noticeJoinRequest({ memberId, actorId, requestId, groupId, groupName }) {
    await services.notices.add({
      memberId,
      topic: 'group',
      actorId,
      refId: requestId,
      detail: { groupId, groupName },
    });
  },
});
