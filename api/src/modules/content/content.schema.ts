import { z } from 'zod';
import { intParam } from '../../platform/validate.ts';

export const NoticesQuerySchema = z.object({
  page: intParam().pipe(z.number().min(1)).default(1),
  rows: intParam().pipe(z.number().min(1).max(100)).default(20),
});

export const NoticeQuerySchema = z.object({
  id: intParam().pipe(z.number().min(1)),
});

export const PageQuerySchema = z.object({
  key: z.string().trim().min(1).max(64),
});

const inEveryLanguage = (max?: number) => {
  const text = max ? z.string().trim().min(1).max(max) : z.string().trim().min(1).max(20_000);
  return z.object({ 'hi-in': text, 'en-us': text, 'zh-cn': text });
};

export const PublishNoticeSchema = z.object({
  title: inEveryLanguage(200),
  summary: inEveryLanguage(500),
  body: inEveryLanguage(),
});

export type PublishNoticeInput = z.output<typeof PublishNoticeSchema>;
