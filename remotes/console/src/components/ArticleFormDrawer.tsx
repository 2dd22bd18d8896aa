import { useState } from 'react';
import { Button } from '@h5/design-system';
import { Drawer } from '@h5/design-system/Drawer';
import { FormLayout, FormRow, FormSection } from '@h5/design-system/FormLayout';
import { Tabs } from '@h5/design-system/Tabs';
import { Uploader } from '@h5/design-system/Uploader';
import { LANGS, useLang, type Lang } from '@h5/platform';
import type { AdminArticle } from '@h5/api/contract/content';
import { consoleApi } from '../api/consoleApi.ts';
import { operatorAction } from '../api/operatorAction.ts';
import { useConsoleTranslation } from '../i18n/consoleTranslations.ts';
import { confirmWithReason } from './ConfirmWithReason.ts';
import { ContentState } from './ContentState.tsx';
import { emptyText, missingLangs, nestedFields, shownTitle, type LocalizedDraft } from './localizedDraft.ts';
import detail from './DetailDrawer.module.css';
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
  const missing = missingLangs(draft, PARTS);
  const title = article ? shownTitle(article.title, operatorLang) : '';

  const edit = (part: Part) => (value: string) =>
    setDraft((previous) => ({ ...previous, [part]: { ...previous[part], [lang]: value } }));

  const save = async () => {
    if (missing.length) {
      setShowErrors(true);
      if (!missing.includes(lang)) setLang(missing[0]!);
      return;
    }
    const action = article ? 'update' : 'create';
    const name = shownTitle(draft.title, operatorLang);
    const reason = await confirmWithReason({
      title: t(`articles.${action}.title`),
      message: t(`articles.${action}.message`, { title: name }),
      confirmLabel: t(`articles.${action}.confirm`),
    });
    if (reason === null) return;
    setBusy(true);
    const next = await operatorAction<AdminArticle>(
      `/Admin/Content/articles/${action}`,
      { ...nestedFields(draft, PARTS), cover: cover ?? '', ...(article ? { id: article.id } : {}), reason },
      { done: t(`articles.${action}.done`, { title: name }) },
    );
    setBusy(false);
    if (next) onChanged(next);
  };

  const act = async (action: 'publish' | 'unpublish' | 'delete') => {
    if (!article) return;
    const reason = await confirmWithReason({
      title: t(`articles.${action}.title`),
      message: t(`articles.${action}.message`, { title }),
      confirmLabel: t(`articles.${action}.confirm`),
      danger: action === 'delete',
    });
    if (reason === null) return;
    setBusy(true);
    const next = await operatorAction<AdminArticle | { id: number }>(
      `/Admin/Content/articles/${action}`,
      { id: article.id, reason },
      { done: t(`articles.${action}.done`, { title }) },
    );
    setBusy(false);
    if (next) onChanged(action === 'delete' ? null : (next as AdminArticle));
  };

  const footer = article ? (
    <div className={detail.actions}>
      {article.published ? (
        <Button variant="secondary" disabled={busy} onClick={() => void act('unpublish')}>
          {t('articles.unpublish.button')}
        </Button>
      ) : (
        <Button disabled={busy} onClick={() => void act('publish')}>
          {t('articles.publish.button')}
        </Button>
      )}
      <Button variant="danger" disabled={busy} onClick={() => void act('delete')}>
        {t('articles.delete.button')}
      </Button>
    </div>
  ) : undefined;

  return (
    <Drawer
      open
      onOpenChange={(open) => !open && onClose()}
      title={article ? t('articles.detail', { id: article.id }) : t('articles.new')}
      description={article ? <ContentState item={article} /> : t('articles.newHint')}
      footer={footer}
      className={styles.wide}
    >
      <Tabs
        items={LANGS.map((value) => ({ key: value, label: t(`langs.${value}`) }))}
        activeKey={lang}
        onChange={(key) => setLang(key as Lang)}
        label={t('content.language')}
      />
      <FormLayout
        onSubmit={() => void save()}
        submitLabel={t(`articles.${article ? 'update' : 'create'}.confirm`)}
        submitting={busy}
      >
        <div className={styles.split}>
          <div className={styles.fields}>
            <FormSection title={t(`langs.${lang}`)}>
              {PARTS.map((part) => (
                <FormRow
                  key={`${part}:${lang}`}
                  label={t(`articles.fields.${part}`)}
                  required
                  help={part === 'body' ? t('articles.fields.bodyHelp') : undefined}
                  error={showErrors && !draft[part][lang].trim() ? t('content.required') : undefined}
                >
                  {(control) =>
                    part === 'title' ? (
                      <input
                        {...control}
                        lang={lang}
                        maxLength={LIMITS[part]}
                        value={draft[part][lang]}
                        onChange={(event) => edit(part)(event.target.value)}
                      />
                    ) : (
                      <textarea
                        {...control}
                        lang={lang}
                        rows={part === 'body' ? 14 : 3}
                        maxLength={LIMITS[part]}
                        value={draft[part][lang]}
                        onChange={(event) => edit(part)(event.target.value)}
                      />
                    )
                  }
                </FormRow>
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
            {showErrors && missing.length > 0 && (
              <p className={styles.missing} role="alert">
                {t('content.missing', { langs: missing.map((l) => t(`langs.${l}`)).join(', ') })}
              </p>
            )}
          </div>
          <FormSection title={t('content.previewIn', { lang: t(`langs.${lang}`) })}>
            <ArticlePhonePreview
              key={lang}
              draft={draft}
              cover={cover}
              lang={lang}
              savedHtml={article && draft.body[lang] === article.body[lang] ? article.html[lang] : undefined}
            />
          </FormSection>
        </div>
      </FormLayout>
    </Drawer>
  );
}
