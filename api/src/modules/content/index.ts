import type { Lang } from '../../platform/i18n.ts';
import { defineModule } from '../../platform/module.ts';
import { noticePolicy } from './content.policy.ts';
import { ROOM_ALL } from '../../realtime/socket-server.ts';
import { adminContentRoutes, contentRoutes } from './content.routes.ts';
import { seedContent } from './content.seed.ts';
import { createContentService, type ContentService } from './content.service.ts';
import { NoticeSchema } from './notice.entity.ts';
import { PageSchema } from './page.entity.ts';

declare module '../../platform/module.ts' {
  interface Services {
    content: ContentService;
  }
}

declare module '../../platform/events.ts' {
  interface DomainEventMap {
    'notice.published': {
      id: number;
      publishedAt: Date;
      title: Record<Lang, string>;
      summary: Record<Lang, string>;
    };
  }
}

/** Announcements and content pages: read by anyone, published by operators, pushed to every socket. */
export const contentModule = defineModule({
  name: 'content',
  entities: [NoticeSchema, PageSchema],
  policies: [noticePolicy],
  services: {
    content: ({ em, clock, events }) => createContentService({ em, clock, events }),
  },
  routes: ({ services }) => [
    contentRoutes({ content: services.content }),
    adminContentRoutes({ content: services.content }),
  ],
  subscribe: ({ events, realtime }) => [
    events.on('notice.published', (notice) =>
      realtime.publish(ROOM_ALL, {
        type: 'notice',
        id: notice.id,
        publishedAt: notice.publishedAt.toISOString(),
        title: notice.title,
        summary: notice.summary,
      }),
    ),
  ],
  seed: ({ em, clock }) => seedContent(em, clock),
});
