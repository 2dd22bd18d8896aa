import type { EntityManager } from '@mikro-orm/core';
import type { Logger } from 'pino';
import { encodeMessage, memberRoom, type Realtime } from '../../realtime/socket-server.ts';
import { friendIdsOf } from './social-graph.ts';
import type { SocketIsOnlineMessage } from './social.contract.ts';

const MEMBER_ROOM = /^member-(\d+)$/;

const memberOfRoom = (room: unknown): number | null => {
  const match = typeof room === 'string' ? MEMBER_ROOM.exec(room) : null;
  return match ? Number(match[1]) : null;
};

type Deps = { realtime: Realtime; em: EntityManager; logger: Logger };

/**
 * Who is online: a member is online while a socket of theirs is bound to their room
 * (`/chat/messages/bind`) on any API process. Asked of the socket adapter, which with Redis asks
 * every process, so there is no second record of presence to drift from the sockets themselves.
 */
export function createPresence({ realtime, em, logger }: Deps) {
  /** Which of `memberIds` are online (one question to the adapter for all of them). */
  async function onlineOf(memberIds: readonly number[]): Promise<Set<number>> {
    const online = new Set<number>();
    if (!memberIds.length) return online;
    const rooms = new Set(memberIds.map(memberRoom));
    const sockets = await realtime.io.in([...rooms]).fetchSockets();
    for (const socket of sockets)
      for (const room of socket.rooms) if (rooms.has(room)) online.add(memberOfRoom(room)!);
    return online;
  }

  /** Tells `memberId`'s friends that they came online or went offline (one emit to all rooms). */
  async function announce(memberId: number, online: boolean): Promise<void> {
    const friends = await friendIdsOf(em.fork(), memberId);
    if (!friends.length) return;
    const message: SocketIsOnlineMessage = { type: 'isOnline', memberId, online };
    realtime.io.to(friends.map(memberRoom)).emit('message', encodeMessage(message));
  }

  /** How many sockets are bound to `memberId`'s room, on every process. */
  async function socketsLeft(memberId: number): Promise<number> {
    return (await realtime.io.in(memberRoom(memberId)).fetchSockets()).length;
  }

  /**
   * Watches this process's sockets join and leave member rooms (a bind, which may come from
   * another process through the adapter; a disconnect): the member's first socket announces them
   * online, their last one offline. Two sockets binding at the same instant on two processes may
   * each see the other and announce nothing; the friend list (`onlineOf`) is the truth a page
   * starts from. Answers the unsubscribe function.
   */
  function watch(): () => void {
    const adapter = realtime.io.of('/').adapter;
    const onChange = (online: boolean) => (room: unknown) => {
      const memberId = memberOfRoom(room);
      if (memberId === null) return;
      void (async () => {
        const left = await socketsLeft(memberId);
        if (online ? left <= 1 : left === 0) await announce(memberId, online);
      })().catch((error: unknown) => logger.warn({ err: error, memberId }, 'presence not announced'));
    };
    const joined = onChange(true);
    const left = onChange(false);
    adapter.on('join-room', joined);
    adapter.on('leave-room', left);
    return () => {
      adapter.off('join-room', joined);
      adapter.off('leave-room', left);
    };
  }

  return { onlineOf, watch };
}

export type Presence = ReturnType<typeof createPresence>;
