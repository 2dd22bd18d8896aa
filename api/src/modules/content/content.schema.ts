import { z } from 'zod';
import { flag, id, key, optional, optionalReason, paging, PageQuerySchema } from '../../platform/params.ts';
import { message } from '../../platform/validate.ts';

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

// Control characters other than tab, line feed and carriage return.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * An operator's text in every language: each required ("title.hi-in is required" when absent or
 * blank), trimmed, at most `max` characters, no control characters (no line breaks unless `multiline`).
 */
const localized = (max: number, multiline = false) => {
  const one = () =>
    z
      .string({ error: (issue) => (issue.code === 'invalid_type' ? 'key:validation.required' : undefined) })
      .trim()
      .min(1, message('validation.required'))
      .max(max)
      .refine((value) => !CONTROL.test(value) && (multiline || !/[\r\n\t]/.test(value)), {
        ...message('validation.controlCharacters'),
      });
  return z.object({ 'hi-in': one(), 'en-us': one(), 'zh-cn': one() }, message('validation.required'));
};

/** Title ≤ 200, summary ≤ 500, body ≤ 20,000 characters (Markdown for articles, plain text for pages). */
export const TITLE_MAX = 200;
export const SUMMARY_MAX = 500;
export const BODY_MAX = 20_000;

// A file's public path as the upload endpoints answer it (images under /uploads/, videos under
// /videos/ or /uploads/): letters, digits, dots, dashes and underscores in each part (no `..`,
// no other site, no `javascript:`).
const PARTS = String.raw`[A-Za-z0-9][\w.-]{0,127}(\/[A-Za-z0-9][\w.-]{0,127}){0,3}$`;
const UPLOADED = new RegExp(String.raw`^\/uploads\/` + PARTS);
const VIDEO = new RegExp(String.raw`^\/(uploads|videos)\/` + PARTS);
const IMAGE_FILE = /\.(jpe?g|png|webp|gif)$/i;

/** The path of an uploaded image (a cover, a poster, a gallery image). */
const imagePath = () =>
  z
    .string(message('content.imagePathInvalid'))
    .trim()
    .max(255, message('content.imagePathInvalid'))
    .regex(UPLOADED, message('content.imagePathInvalid'))
    .regex(IMAGE_FILE, message('content.imagePathInvalid'));

/** The path of an uploaded video. */
const videoPath = () =>
  z
    .string(message('content.videoPathInvalid'))
    .trim()
    .max(255, message('content.videoPathInvalid'))
    .regex(VIDEO, message('content.videoPathInvalid'));

/** An optional image: absent keeps it, null or blank removes it. */
const optionalImage = () =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    imagePath().nullable().optional(),
  );

export const MEDIA_KINDS = ['image', 'video'] as const;
const mediaKind = () => z.enum(MEDIA_KINDS, message('content.mediaKindInvalid'));

export const ArticlesQuerySchema = PageQuerySchema;

export const ArticleQuerySchema = z.object({ id: id('article') });

export const MediaQuerySchema = z.object({
  kind: optional(mediaKind()).transform((kind) => kind ?? 'image'),
  ...paging,
});

export const AdminArticlesQuerySchema = z.object({ published: optional(flag()), ...paging });

export const CreateArticleSchema = z.object({
  title: localized(TITLE_MAX),
  summary: localized(SUMMARY_MAX, true),
  body: localized(BODY_MAX, true),
  cover: optionalImage(),
  published: flag(),
  reason: optionalReason(),
});

export type CreateArticleInput = z.output<typeof CreateArticleSchema>;

export const UpdateArticleSchema = z.object({
  id: id('article'),
  title: localized(TITLE_MAX).optional(),
  summary: localized(SUMMARY_MAX, true).optional(),
  body: localized(BODY_MAX, true).optional(),
  cover: optionalImage(),
  reason: optionalReason(),
});

export type UpdateArticleInput = z.output<typeof UpdateArticleSchema>;

export const ArticleActionSchema = z.object({ id: id('article'), reason: optionalReason() });

export const AdminMediaQuerySchema = z.object({
  kind: optional(mediaKind()),
  published: optional(flag()),
  ...paging,
});

export const CreateMediaSchema = z
  .object({
    kind: mediaKind(),
    title: localized(TITLE_MAX),
    path: z.string(message('validation.required')),
    poster: optionalImage(),
    published: flag(),
    reason: optionalReason(),
  })
  .superRefine((input, ctx) => {
    const path = (input.kind === 'image' ? imagePath() : videoPath()).safeParse(input.path);
    if (!path.success) ctx.addIssue({ ...path.error.issues[0]!, path: ['path'] });
    if (input.kind === 'image' && input.poster)
      ctx.addIssue({ code: 'custom', path: ['poster'], message: 'key:content.posterOnlyForVideo' });
  })
  .transform((input) => ({ ...input, path: input.path.trim() }));

export type CreateMediaInput = z.output<typeof CreateMediaSchema>;

export const UpdateMediaSchema = z.object({
  id: id('media'),
  title: localized(TITLE_MAX).optional(),
  path: z.string(message('validation.required')).optional(),
  poster: optionalImage(),
  reason: optionalReason(),
});

export type UpdateMediaInput = z.output<typeof UpdateMediaSchema>;

export const MediaActionSchema = z.object({ id: id('media'), reason: optionalReason() });

/** Checks an update's path against the item's kind, which the update cannot change. */
export function mediaPathFor(kind: 'image' | 'video', path: string) {
  return (kind === 'image' ? imagePath() : videoPath()).safeParse(path);
}

export const AdminPageQuerySchema = z.object({ key: key() });

export const UpdatePageSchema = z.object({
  key: key(),
  title: localized(TITLE_MAX),
  body: localized(BODY_MAX, true),
  reason: optionalReason(),
});

export type UpdatePageInput = z.output<typeof UpdatePageSchema>;
