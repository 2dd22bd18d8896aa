import { defineModule } from '../../platform/module.ts';
import {
  FriendRequestSchema,
  FriendshipSchema,
  MemberBlockSchema,
  SocialNoticeSchema,
} from './social.entity.ts';

/** Friends, friend requests, blocks, who is online, and the member's notices (`pages/chat/notice`). */
export const socialModule = defineModule({
  name: 'social',
  entities: [FriendRequestSchema, FriendshipSchema, MemberBlockSchema, SocialNoticeSchema],
});
