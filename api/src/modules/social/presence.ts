import type { EntityManager } from '@mikro-orm/core';
import type { Logger } from 'pino';
import { encodeMessage, memberRoom, type Realtime } from '../../realtime/socket-server.ts';
import { friendIdsOfMany } from './social-graph.ts';
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
  /** How many sockets are bound to each of `memberIds`' rooms, on every process (one question). */
  async function socketCounts(memberIds: readonly number[]): Promise<Map<number, number>> {
    const counts = new Map<number, number>();
    if (!memberIds.length) return counts;
    const rooms = new Set(memberIds.map(memberRoom));
    const sockets = await realtime.io.in([...rooms]).fetchSockets();
    for (const socket of sockets)
      for (const room of socket.rooms) {
        if (!rooms.has(room)) continue;
        const memberId = memberOfRoom(room)!;
        counts.set(memberId, (counts.get(memberId) ?? 0) + 1);
      }
    return counts;
  }

  /** Which of `memberIds` are online. */
  async function onlineOf(memberIds: readonly number[]): Promise<Set<number>> {
    return new Set((await socketCounts(memberIds)).keys());
  }

  /** A member's sockets that joined and whether one left, in one turn of the event loop. */
  type Change = { joined: number; left: boolean };

  /**
   * Tells friends of what changed: a member whose every socket is new is online, one left with no
   * socket is offline. The changes of one turn are looked at together (a restart brings thousands
   * of reconnections at once): one question to the adapter, one read of the friendships.
   */
  async function announce(changes: Map<number, Change>): Promise<void> {
    const counts = await socketCounts([...changes.keys()]);
    const told = new Map<number, boolean>();
    for (const [memberId, { joined, left }] of changes) {
      const sockets = counts.get(memberId) ?? 0;
      if (sockets === 0 && left) told.set(memberId, false);
      else if (sockets > 0 && sockets <= joined) told.set(memberId, true);
    }
    if (!told.size) return;
    const friends = await friendIdsOfMany(em.fork(), [...told.keys()]);
    for (const [memberId, online] of told) {
      const ids = friends.get(memberId);
      if (!ids?.length) continue;
      const message: SocketIsOnlineMessage = { type: 'isOnline', memberId, online };
      realtime.io.to(ids.map(memberRoom)).emit('message', encodeMessage(message));
    }
  }

  /**
   * Watches this process's sockets join and leave member rooms (a bind, which may come from
   * another process through the adapter; a disconnect): the member's first socket announces them
   * online, their last one offline. Two sockets binding at the same instant on two processes may
   * each see the other and announce nothing; the friend list (`onlineOf`) is the truth a page
   * starts from. Answers the unsubscribe function: what is still being announced then is dropped
   * (the process is stopping; the database may already be closed).
   */
  function watch(): () => void {
    const adapter = realtime.io.of('/').adapter;
    let changes = new Map<number, Change>();
    let stopped = false;
    const flush = () => {
      const batch = changes;
      changes = new Map();
      if (stopped) return;
      announce(batch).catch((error: unknown) => {
        if (!stopped) logger.warn({ err: error, members: batch.size }, 'presence not announced');
      });
    };
    const onChange = (online: boolean) => (room: unknown) => {
      const memberId = memberOfRoom(room);
      if (memberId === null || stopped) return;
      if (!changes.size) setImmediate(flush);
      const change = changes.get(memberId) ?? { joined: 0, left: false };
      if (online) change.joined += 1;
      else change.left = true;
      changes.set(memberId, change);
    };
    const joined = onChange(true);
    const left = onChange(false);
    adapter.on('join-room', joined);
    adapter.on('leave-room', left);
    return () => {
      stopped = true;
      adapter.off('join-room', joined);
      adapter.off('leave-room', left);
    };
  }

  return { onlineOf, watch };
}

export type Presence = ReturnType<typeof createPresence>;
