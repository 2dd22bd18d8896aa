import { useState } from 'react';
import { Button } from '@h5/design-system';
import { DataTable, type DataTableColumn } from '@h5/design-system/DataTable';
import { Drawer } from '@h5/design-system/Drawer';
import { FormLayout, FormRow, FormSection } from '@h5/design-system/FormLayout';
import { Tabs } from '@h5/design-system/Tabs';
import { LANGS, type Lang } from '@h5/platform';
import type { NoticeListItem } from '@h5/api/contract/content';
import { operatorAction } from '../api/operatorAction.ts';
import { confirmWithReason } from './ConfirmWithReason.ts';
import { useDateTime } from '../hooks/useDateTime.ts';
import { useServerTable } from '../hooks/useServerTable.ts';
import { useConsoleTranslation } from '../i18n/consoleTranslations.ts';
import styles from './ContentPreview.module.css';
import { PanelHeader } from './PanelHeader.tsx';

type Part = 'title' | 'summary' | 'body';
type Draft = Record<Part, Record<Lang, string>>;

const PARTS: readonly Part[] = ['title', 'summary', 'body'];
const LIMITS: Record<Part, number> = { title: 200, summary: 500, body: 20_000 };
const emptyDraft = (): Draft => ({
  title: { 'hi-in': '', 'en-us': '', 'zh-cn': '' },
  summary: { 'hi-in': '', 'en-us': '', 'zh-cn': '' },
  body: { 'hi-in': '', 'en-us': '', 'zh-cn': '' },
});

/** The API reads nested form fields as `title[hi-in]=…`. */
const toForm = (draft: Draft, reason: string) => ({
  reason,
  ...Object.fromEntries(
    PARTS.flatMap((part) => LANGS.map((lang) => [`${part}[${lang}]`, draft[part][lang].trim()])),
  ),
});

/** How members will see the notice in one language: the title, the summary on the list, the body. */
function NoticePreview({ draft, lang }: { draft: Draft; lang: Lang }) {
  const { t } = useConsoleTranslation();
  return (
    <article className={styles.preview} lang={lang} aria-label={t('content.preview')}>
      <h3 className={styles.previewTitle}>{draft.title[lang] || t('content.untitled')}</h3>
      <p className={styles.previewSummary}>{draft.summary[lang]}</p>
      <div className={styles.previewBody}>{draft.body[lang]}</div>
    </article>
  );
}

/** Writes a notice in the three languages, with a preview of each; publishing tells every member at once. */
function NoticeDrawer({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const { t } = useConsoleTranslation();
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [lang, setLang] = useState<Lang>('hi-in');
  const [busy, setBusy] = useState(false);
  const missing = PARTS.flatMap((part) =>
    LANGS.filter((l) => !draft[part][l].trim()).map((l) => `${part}:${l}`),
  );
  const [showErrors, setShowErrors] = useState(false);

  const edit = (part: Part) => (value: string) =>
    setDraft((previous) => ({ ...previous, [part]: { ...previous[part], [lang]: value } }));

  const submit = async () => {
    if (missing.length) {
      setShowErrors(true);
      return;
    }
    const reason = await confirmWithReason({
      title: t('content.confirmTitle'),
      message: t('content.confirmMessage', { title: draft.title[lang] }),
      confirmLabel: t('content.publish'),
    });
    if (reason === null) return;
    setBusy(true);
    const done = await operatorAction('/Admin/Content/notice', toForm(draft, reason), {
      done: t('content.published'),
    });
    setBusy(false);
    if (done) onDone();
  };

  return (
    <Drawer
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('content.new')}
      description={t('content.newHint')}
    >
      <Tabs
        items={LANGS.map((value) => ({ key: value, label: t(`langs.${value}`) }))}
        activeKey={lang}
        onChange={(key) => setLang(key as Lang)}
        label={t('content.language')}
      />
      <FormLayout onSubmit={() => void submit()} submitLabel={t('content.publish')} submitting={busy}>
        <FormSection title={t(`langs.${lang}`)}>
          {PARTS.map((part) => (
            <FormRow
              key={`${part}:${lang}`}
              label={t(`content.${part}`)}
              required
              error={showErrors && !draft[part][lang].trim() ? t('content.required') : undefined}
            >
              {(control) =>
                part === 'body' ? (
                  <textarea
                    {...control}
                    lang={lang}
                    rows={8}
                    maxLength={LIMITS[part]}
                    value={draft[part][lang]}
                    onChange={(event) => edit(part)(event.target.value)}
                  />
                ) : (
                  <input
                    {...control}
                    lang={lang}
                    maxLength={LIMITS[part]}
                    value={draft[part][lang]}
                    onChange={(event) => edit(part)(event.target.value)}
                  />
                )
              }
            </FormRow>
          ))}
        </FormSection>
        <FormSection title={t('content.preview')}>
          <NoticePreview draft={draft} lang={lang} />
        </FormSection>
      </FormLayout>
      {showErrors && missing.length > 0 && (
        <p className={styles.missing} role="alert">
          {t('content.missing', {
            langs: [...new Set(missing.map((entry) => t(`langs.${entry.split(':')[1]}`)))].join(', '),
          })}
        </p>
      )}
    </Drawer>
  );
}

/** The notices members see (in the operator's language), and publishing one. */
export function NoticesPanel() {
  const { t } = useConsoleTranslation();
  const dateTime = useDateTime();
  const list = useServerTable<NoticeListItem>('/Content/notices');
  const [writing, setWriting] = useState(false);

  const columns: DataTableColumn<NoticeListItem>[] = [
    { id: 'id', header: t('content.columns.id'), cell: (n) => `#${n.id}`, numeric: true },
    { id: 'title', header: t('content.title'), cell: (n) => n.title },
    { id: 'summary', header: t('content.summary'), cell: (n) => n.summary },
    { id: 'publishedAt', header: t('content.columns.publishedAt'), cell: (n) => dateTime(n.publishedAt) },
  ];

  return (
    <>
      <PanelHeader description={t('content.description')}>
        <Button onClick={() => setWriting(true)}>{t('content.new')}</Button>
      </PanelHeader>
      <DataTable
        caption={t('content.tabs.notices')}
        columns={columns}
        rowKey={(n) => String(n.id)}
        empty={{ title: t('content.empty') }}
        {...list.table}
      />
      {writing && (
        <NoticeDrawer
          onClose={() => setWriting(false)}
          onDone={() => {
            setWriting(false);
            list.reload();
          }}
        />
      )}
    </>
  );
}
