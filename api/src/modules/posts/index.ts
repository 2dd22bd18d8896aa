import type messages from './i18n/en-us.json';
import { defineModule } from '../../platform/module.ts';
import { PostCommentSchema, PostLikeSchema, PostSchema } from './post.entity.ts';
import {
  homepagePolicy,
  ownPostPolicy,
  postCommentPolicy,
  postImagePolicy,
  postPolicy,
} from './posts.policy.ts';
import { postRoutes } from './posts.routes.ts';
import { createPostsService, type PostsService } from './posts.service.ts';
import { createPostsSocial } from './posts.social.ts';

type Messages = typeof messages;

declare module '../../platform/i18n.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the module's messages
  interface ModuleMessages extends Messages {}
}

declare module '../../platform/module.ts' {
  interface Services {
    posts: PostsService;
  }
}

/** Members' posts with their images, comments and likes (`pages/chat/issue`, `homepage`, `twxq`). */
export const postsModule = defineModule({
  name: 'posts',
  entities: [PostSchema, PostCommentSchema, PostLikeSchema],
  policies: [postPolicy, homepagePolicy, ownPostPolicy, postCommentPolicy, postImagePolicy],
  services: {
    posts: ({ em, clock, dialect, services }) =>
      createPostsService({
        em,
        clock,
        dialect,
        uploads: services.uploads,
        social: createPostsSocial({ em, social: services.social, notices: services.notices }),
      }),
  },
  routes: ({ services }) => [postRoutes(services.posts)],
});
