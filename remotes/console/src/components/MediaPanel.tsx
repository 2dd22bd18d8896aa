import { useState } from 'react';
import { Button } from '@h5/design-system';
import { DataTable, type DataTableColumn } from '@h5/design-system/DataTable';
import { FilterBar } from '@h5/design-system/FilterBar';
import { SelectField } from '@h5/design-system/SelectField';
import { useLang } from '@h5/platform';
import type { AdminMediaItem } from '@h5/api/contract/content';
import { useDateTime } from '../hooks/useDateTime.ts';
import { useServerTable } from '../hooks/useServerTable.ts';
import { useConsoleTranslation } from '../i18n/consoleTranslations.ts';
import { ContentState } from './ContentState.tsx';
import { shownTitle } from './localizedDraft.ts';
import { MEDIA_KINDS, MediaFormDrawer } from './MediaFormDrawer.tsx';
import { PanelHeader } from './PanelHeader.tsx';
import { PublishedFilterField } from './PublishedFilterField.tsx';
import styles from './ContentPreview.module.css';

/** The gallery's pictures and films, newest first, published or not; a row opens its editor. */
export function MediaPanel() {
  const { t } = useConsoleTranslation();
  const lang = useLang();
  const dateTime = useDateTime();
  const list = useServerTable<AdminMediaItem>('/Admin/Content/media');
  const [kind, setKind] = useState('');
  const [published, setPublished] = useState('');
  const [open, setOpen] = useState<AdminMediaItem | 'new' | null>(null);

  const columns: DataTableColumn<AdminMediaItem>[] = [
    { id: 'id', header: t('content.columns.id'), cell: (m) => `#${m.id}`, numeric: true },
    {
      id: 'file',
      header: t('media.fields.file'),
      cell: (m) =>
        m.kind === 'image' || m.poster ? (
          <img className={styles.thumb} src={m.kind === 'image' ? m.path : m.poster!} alt="" />
        ) : (
          '—'
        ),
    },
    { id: 'kind', header: t('media.fields.kind'), cell: (m) => t(`media.kind.${m.kind}`) },
    { id: 'title', header: t('media.fields.title'), cell: (m) => shownTitle(m.title, lang) },
    { id: 'state', header: t('content.columns.state'), cell: (m) => <ContentState item={m} /> },
    { id: 'publishedAt', header: t('content.columns.publishedAt'), cell: (m) => dateTime(m.publishedAt) },
  ];

  return (
    <>
      <PanelHeader description={t('media.description')}>
        <Button onClick={() => setOpen('new')}>{t('media.new')}</Button>
      </PanelHeader>
      <DataTable
        caption={t('content.tabs.media')}
        columns={columns}
        rowKey={(m) => String(m.id)}
        onRowOpen={setOpen}
        empty={{ title: t('media.empty') }}
        filters={
          <FilterBar
            label={t('filters.label')}
            onApply={() => list.applyFilters({ kind, published })}
            onReset={() => {
              setKind('');
              setPublished('');
              list.applyFilters({});
            }}
          >
            <SelectField
              label={t('media.fields.kind')}
              value={kind}
              onChange={setKind}
              options={[
                { value: '', label: t('filters.all') },
                ...MEDIA_KINDS.map((value) => ({ value, label: t(`media.kind.${value}`) })),
              ]}
            />
            <PublishedFilterField value={published} onChange={setPublished} />
          </FilterBar>
        }
        {...list.table}
      />
      {open && (
        <MediaFormDrawer
          key={open === 'new' ? 'new' : open.id}
          item={open === 'new' ? null : open}
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
