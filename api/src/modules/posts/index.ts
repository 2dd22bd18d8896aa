import { defineModule } from '../../platform/module.ts';
import { PostCommentSchema, PostLikeSchema, PostSchema } from './post.entity.ts';

/** Members' posts with their images, comments and likes (`pages/chat/issue`, `homepage`, `twxq`). */
export const postsModule = defineModule({
  name: 'posts',
  entities: [PostSchema, PostCommentSchema, PostLikeSchema],
});
