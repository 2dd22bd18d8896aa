import { defineModule } from '../../platform/module.ts';
import { ChatGroupRequestSchema, ChatGroupSchema } from './group.entity.ts';

/** Groups: their conversation, roles (owner, admin, member), join mode and join requests. */
export const groupsModule = defineModule({
  name: 'groups',
  entities: [ChatGroupSchema, ChatGroupRequestSchema],
});
