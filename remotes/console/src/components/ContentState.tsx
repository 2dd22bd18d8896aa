import { Tag } from '@h5/design-system/Tag';
import { useConsoleTranslation } from '../i18n/consoleTranslations.ts';

/** Whether members see an article or a media item: published, or a draft (never published, or taken down). */
export function ContentState({ item }: { item: { published: boolean; publishedAt: string | null } }) {
  const { t } = useConsoleTranslation();
  if (item.published) return <Tag tone="success">{t('content.state.published')}</Tag>;
  return (
    <Tag tone="neutral">{t(item.publishedAt ? 'content.state.unpublished' : 'content.state.draft')}</Tag>
  );
}
