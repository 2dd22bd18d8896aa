import { useState } from 'react';
import { Button } from '@h5/design-system';
import { FormSection } from '@h5/design-system/FormLayout';
import { Uploader } from '@h5/design-system/Uploader';
import { useLang, type Lang } from '@h5/platform';
import type { AdminArticle } from '@h5/api/contract/content';
import { consoleApi } from '../api/consoleApi.ts';
import { useContentChange } from '../hooks/useContentChange.ts';
import { useConsoleTranslation } from '../i18n/consoleTranslations.ts';
import { ContentFormDrawer } from './ContentFormDrawer.tsx';
import { DraftTextRow } from './DraftTextRow.tsx';
import { DraftWithPreview } from './DraftWithPreview.tsx';
import { LangTabs } from './LangTabs.tsx';
import { emptyText, missingLangs, nestedFields, shownTitle, type LocalizedDraft } from './localizedDraft.ts';
import styles from './ContentPreview.module.css';

type Part = 'title' | 'summary' | 'body';
const PARTS: readonly Part[] = ['title', 'summary', 'body'];
const LIMITS: Record<Part, number> = { title: 200, summary: 500, body: 20_000 };

const draftOf = (article: AdminArticle | null): LocalizedDraft<Part> => ({
  title: article ? { ...article.title } : emptyText(),
  summary: article ? { ...article.summary } : emptyText(),
  body: article ? { ...article.body } : emptyText(),
});

/**
 * The article as a member's phone shows it in `lang`: the cover, the title and the summary as typed,
 * and the text as the server renders the saved Markdown (members get exactly that HTML); a text
 * changed since it was saved shows once saved again (a draft stays unpublished).
 */
function ArticlePhonePreview({
  draft,
  cover,
  lang,
  savedHtml,
}: {
  draft: LocalizedDraft<Part>;
  cover: string | null;
  lang: Lang;
  savedHtml: string | undefined;
}) {
  const { t } = useConsoleTranslation();
  return (
    <div className={styles.phone} data-testid="article-preview">
      <article className={styles.card} lang={lang} aria-label={t('content.preview')}>
        {cover && <img className={styles.cover} src={cover} alt="" />}
        <div className={styles.cardBody}>
          <h3 className={styles.previewTitle}>{draft.title[lang] || t('content.untitled')}</h3>
          <p className={styles.previewSummary}>{draft.summary[lang]}</p>
          {savedHtml === undefined ? (
            <p className={styles.previewing}>{t('articles.previewAfterSave')}</p>
          ) : (
            // The server's HTML of the saved text, sanitized with an allow-list: nothing in it runs.
            <div className={styles.html} dangerouslySetInnerHTML={{ __html: savedHtml }} />
          )}
        </div>
      </article>
    </div>
  );
}

/**
 * Writes an article, or edits one: its title, summary and Markdown text in each language, beside a
 * phone's view of it in that language (the HTML members get); a cover picture; and, once saved,
 * publish, unpublish or delete it. Every change is confirmed with why (the audit log).
 */
export function ArticleFormDrawer({
  article,
  onClose,
  onChanged,
}: {
  article: AdminArticle | null;
  onClose: () => void;
  /** The article as it is now after a change (null once deleted). */
  onChanged: (next: AdminArticle | null) => void;
}) {
  const { t } = useConsoleTranslation();
  const operatorLang = useLang();
  const [draft, setDraft] = useState(() => draftOf(article));
  const [cover, setCover] = useState<string | null>(article?.cover ?? null);
  const [lang, setLang] = useState<Lang>('hi-in');
  const [showErrors, setShowErrors] = useState(false);
  const [busy, setBusy] = useState(false);
  const change = useContentChange('articles', setBusy);
  const missing = missingLangs(draft, PARTS);

  const edit = (part: Part) => (value: string) =>
    setDraft((previous) => ({ ...previous, [part]: { ...previous[part], [lang]: value } }));

  const save = async () => {
    if (missing.length) {
      setShowErrors(true);
      if (!missing.includes(lang)) setLang(missing[0]!);
      return;
    }
    const next = await change<AdminArticle>(
      article ? 'update' : 'create',
      shownTitle(draft.title, operatorLang),
      {
        ...nestedFields(draft, PARTS),
        cover: cover ?? '',
        ...(article ? { id: article.id } : {}),
      },
    );
    if (next) onChanged(next);
  };

  return (
    <ContentFormDrawer
      area="articles"
      item={article}
      busy={busy}
      onBusy={setBusy}
      onSubmit={() => void save()}
      onClose={onClose}
      onChanged={onChanged}
      tabs={<LangTabs lang={lang} onChange={setLang} />}
    >
      <DraftWithPreview
        lang={lang}
        showErrors={showErrors}
        missing={missing}
        preview={
          <ArticlePhonePreview
            key={lang}
            draft={draft}
            cover={cover}
            lang={lang}
            savedHtml={article && draft.body[lang] === article.body[lang] ? article.html[lang] : undefined}
          />
        }
      >
        <FormSection title={t(`langs.${lang}`)}>
          {PARTS.map((part) => (
            <DraftTextRow
              key={`${part}:${lang}`}
              label={t(`articles.fields.${part}`)}
              help={part === 'body' ? t('articles.fields.bodyHelp') : undefined}
              lang={lang}
              value={draft[part][lang]}
              maxLength={LIMITS[part]}
              rows={part === 'title' ? undefined : part === 'body' ? 14 : 3}
              showErrors={showErrors}
              onChange={edit(part)}
            />
          ))}
        </FormSection>
        <FormSection title={t('articles.fields.cover')} description={t('articles.fields.coverHint')}>
          <Uploader
            label={t('articles.fields.cover')}
            value={cover ?? undefined}
            onChange={setCover}
            upload={(file, onProgress) =>
              consoleApi
                .upload<{ path: string }>('/Admin/Upload/image', file, { onProgress })
                .then((answer) => answer.path)
            }
          />
          {cover && (
            <div>
              <Button variant="ghost" onClick={() => setCover(null)}>
                {t('articles.fields.removeCover')}
              </Button>
            </div>
          )}
        </FormSection>
      </DraftWithPreview>
    </ContentFormDrawer>
  );
}
