import { NoticeSchema } from '../modules/content/notice.entity.ts';
import { PageSchema } from '../modules/content/page.entity.ts';

/** Every entity the API persists; modules add theirs here. */
export const entities = [NoticeSchema, PageSchema];
