import { useState } from 'react';
import { Button } from '@h5/design-system';
import { DataTable, type DataTableColumn } from '@h5/design-system/DataTable';
import { FilterBar } from '@h5/design-system/FilterBar';
import { useLang } from '@h5/platform';
import type { AdminArticle } from '@h5/api/contract/content';
import { useDateTime } from '../hooks/useDateTime.ts';
import { useServerTable } from '../hooks/useServerTable.ts';
import { useConsoleTranslation } from '../i18n/consoleTranslations.ts';
import { ArticleFormDrawer } from './ArticleFormDrawer.tsx';
import { ContentState } from './ContentState.tsx';
import { shownTitle } from './localizedDraft.ts';
import { PanelHeader } from './PanelHeader.tsx';
import { PublishedFilterField } from './PublishedFilterField.tsx';

/** Articles, newest first, published or not; a row opens its editor, "New article" an empty one. */
export function ArticlesPanel() {
  const { t } = useConsoleTranslation();
  const lang = useLang();
  const dateTime = useDateTime();
  const list = useServerTable<AdminArticle>('/Admin/Content/articles');
  const [published, setPublished] = useState('');
  const [open, setOpen] = useState<AdminArticle | 'new' | null>(null);

  const columns: DataTableColumn<AdminArticle>[] = [
    { id: 'id', header: t('content.columns.id'), cell: (a) => `#${a.id}`, numeric: true },
    { id: 'title', header: t('articles.fields.title'), cell: (a) => shownTitle(a.title, lang) },
    { id: 'state', header: t('content.columns.state'), cell: (a) => <ContentState item={a} /> },
    { id: 'publishedAt', header: t('content.columns.publishedAt'), cell: (a) => dateTime(a.publishedAt) },
    { id: 'updatedAt', header: t('content.columns.updatedAt'), cell: (a) => dateTime(a.updatedAt) },
  ];

  return (
    <>
      <PanelHeader description={t('articles.description')}>
        <Button onClick={() => setOpen('new')}>{t('articles.new')}</Button>
      </PanelHeader>
      <DataTable
        caption={t('content.tabs.articles')}
        columns={columns}
        rowKey={(a) => String(a.id)}
        onRowOpen={setOpen}
        empty={{ title: t('articles.empty') }}
        filters={
          <FilterBar
            label={t('filters.label')}
            onApply={() => list.applyFilters({ published })}
            onReset={() => {
              setPublished('');
              list.applyFilters({});
            }}
          >
            <PublishedFilterField value={published} onChange={setPublished} />
          </FilterBar>
        }
        {...list.table}
      />
      {open && (
        <ArticleFormDrawer
          key={open === 'new' ? 'new' : open.id}
          article={open === 'new' ? null : open}
          onClose={() => setOpen(null)}
          onChanged={(next) => {
            setOpen(next);
            list.reload();
          }}
        />
      )}
    </>
  );
}
