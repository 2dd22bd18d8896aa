import type messages from './i18n/en-us.json';
import type { Lang } from '../../platform/i18n.ts';
import { defineModule } from '../../platform/module.ts';
import { ArticleSchema } from './article.entity.ts';
import { createArticleService, type ArticleService } from './article.service.ts';
import { createContentFiles } from './content-files.ts';
import { articlePolicy, mediaPolicy, noticePolicy } from './content.policy.ts';
import { demoMediaRoutes } from './demo-media.routes.ts';
import { MediaItemSchema } from './media-item.entity.ts';
import { createMediaService, type MediaService } from './media.service.ts';
import { ROOM_ALL } from '../../realtime/socket-server.ts';
import { adminContentRoutes, contentRoutes } from './content.routes.ts';
import { seedContent } from './content.seed.ts';
import { createContentService, type ContentService } from './content.service.ts';
import { NoticeSchema } from './notice.entity.ts';
import { PageSchema } from './page.entity.ts';

type Messages = typeof messages;

declare module '../../platform/i18n.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the module's messages
  interface ModuleMessages extends Messages {}
}

declare module '../../platform/module.ts' {
  interface Services {
    content: ContentService;
    articles: ArticleService;
    media: MediaService;
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

/**
 * Announcements, articles, the media gallery and content pages: read by anyone, written and
 * published by operators; announcements are pushed to every socket.
 */
export const contentModule = defineModule({
  name: 'content',
  entities: [NoticeSchema, PageSchema, ArticleSchema, MediaItemSchema],
  policies: [noticePolicy, articlePolicy, mediaPolicy],
  services: {
    content: ({ em, clock, events }) => createContentService({ em, clock, events }),
    articles: ({ em, clock, services }) =>
      createArticleService({ em, clock, files: createContentFiles(services) }),
    media: ({ em, clock, services }) =>
      createMediaService({ em, clock, files: createContentFiles(services) }),
  },
  routes: ({ services: { content, articles, media } }) => [
    contentRoutes({ content, articles, media }),
    adminContentRoutes({ content, articles, media }),
    demoMediaRoutes(),
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
