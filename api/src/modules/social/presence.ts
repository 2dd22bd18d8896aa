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
  /** The sockets bound to each of `memberIds`' rooms, on every process (one question). */
  async function boundSockets(memberIds: readonly number[]): Promise<Map<number, string[]>> {
    const bound = new Map<number, string[]>();
    if (!memberIds.length) return bound;
    const rooms = new Set(memberIds.map(memberRoom));
    const sockets = await realtime.io.in([...rooms]).fetchSockets();
    for (const socket of sockets)
      for (const room of socket.rooms) {
        if (!rooms.has(room)) continue;
        const memberId = memberOfRoom(room)!;
        const ids = bound.get(memberId);
        if (ids) ids.push(socket.id);
        else bound.set(memberId, [socket.id]);
      }
    return bound;
  }

  /** Which of `memberIds` are online. */
  async function onlineOf(memberIds: readonly number[]): Promise<Set<number>> {
    return new Set((await boundSockets(memberIds)).keys());
  }

  const adapter = realtime.io.of('/').adapter;
  const socketsHere = realtime.io.of('/').sockets;
  const boundHere = (memberId: number) => adapter.rooms.get(memberRoom(memberId))?.size ?? 0;

  /**
   * A member's sockets in one turn of the event loop: whether one joined when none of theirs was
   * bound on this process (told at once, when it joins), and whether one left.
   */
  type Change = { firstHere: boolean; left: boolean };

  /**
   * Tells friends of what changed: a member whose first socket here joined, with none on another
   * process, is online; one whose last socket left, with none anywhere, is offline. What this
   * process knows it decides at once; only the other processes are asked, and later (a socket that
   * was here may have gone by then). The changes of one turn are looked at together (a restart
   * brings thousands of reconnections at once): one question to the adapter, one read of the
   * friendships.
   */
  async function announce(changes: Map<number, Change>): Promise<void> {
    const asked = [...changes].filter(
      ([memberId, { firstHere, left }]) => firstHere || (left && boundHere(memberId) === 0),
    );
    if (!asked.length) return;
    const bound = await boundSockets(asked.map(([memberId]) => memberId));
    const told = new Map<number, boolean>();
    for (const [memberId, { firstHere }] of asked) {
      const sockets = bound.get(memberId) ?? [];
      if (sockets.length === 0) told.set(memberId, false);
      else if (firstHere && sockets.every((id) => socketsHere.has(id))) told.set(memberId, true);
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
      const change = changes.get(memberId) ?? { firstHere: false, left: false };
      // The room holds the joining socket already: one means it is the member's first here.
      if (online) change.firstHere ||= boundHere(memberId) === 1;
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
