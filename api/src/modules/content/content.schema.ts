import { z } from 'zod';
import { id, key, optionalReason, PageQuerySchema } from '../../platform/params.ts';

export const NoticesQuerySchema = PageQuerySchema;

export const NoticeQuerySchema = z.object({ id: id('notice') });

export const ContentPageQuerySchema = z.object({ key: key() });

const inEveryLanguage = (max?: number) => {
  const text = max ? z.string().trim().min(1).max(max) : z.string().trim().min(1).max(20_000);
  return z.object({ 'hi-in': text, 'en-us': text, 'zh-cn': text });
};

export const PublishNoticeSchema = z.object({
  title: inEveryLanguage(200),
  summary: inEveryLanguage(500),
  body: inEveryLanguage(),
  reason: optionalReason(),
});

export type PublishNoticeInput = z.output<typeof PublishNoticeSchema>;
