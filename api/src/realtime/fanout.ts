import type { DomainEvents } from '../platform/events.ts';
import { ROOM_ALL, type Realtime } from './socket-server.ts';

/** Forwards domain events to socket rooms; with the Redis adapter they reach every process. */
export function fanOutDomainEvents(events: DomainEvents, realtime: Realtime): () => void {
  const unsubscribe = [
    events.on('notice.published', (notice) =>
      realtime.publish(ROOM_ALL, {
        type: 'notice',
        id: notice.id,
        publishedAt: notice.publishedAt.toISOString(),
        title: notice.title,
        summary: notice.summary,
      }),
    ),
  ];
  return () => unsubscribe.forEach((off) => off());
}
