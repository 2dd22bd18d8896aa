import { Tag } from '@h5/design-system/Tag';
import { useConsoleTranslation } from '../i18n/consoleTranslations.ts';

/** Whether members see an article or a media item: published, or a draft (never published, or taken down). */
export function ContentState({ item }: { item: { published: boolean; publishedAt: string | null } }) {
  const { t } = useConsoleTranslation();
  const state = item.published ? 'published' : item.publishedAt ? 'unpublished' : 'draft';
  return (
    <Tag tone={item.published ? 'success' : 'neutral'} data-testid="content-state" data-state={state}>
      {t(`content.state.${state}`)}
    </Tag>
  );
}
