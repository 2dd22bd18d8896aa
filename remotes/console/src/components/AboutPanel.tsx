import { useState } from 'react';
import { ErrorState } from '@h5/design-system';
import { FormLayout, FormSection } from '@h5/design-system/FormLayout';
import type { Lang } from '@h5/platform';
import type { AdminContentPage } from '@h5/api/contract/content';
import { operatorAction } from '../api/operatorAction.ts';
import { useConsoleData } from '../hooks/useConsoleData.ts';
import { useDateTime } from '../hooks/useDateTime.ts';
import { useConsoleTranslation } from '../i18n/consoleTranslations.ts';
import { confirmWithReason } from './ConfirmWithReason.ts';
import { DraftTextRow } from './DraftTextRow.tsx';
import { DraftWithPreview } from './DraftWithPreview.tsx';
import { LangTabs } from './LangTabs.tsx';
import { missingLangs, nestedFields, type LocalizedDraft } from './localizedDraft.ts';
import { PageLoading } from './PageLoading.tsx';
import { PanelHeader } from './PanelHeader.tsx';
import styles from './ContentPreview.module.css';

type Part = 'title' | 'body';
const PARTS: readonly Part[] = ['title', 'body'];
const KEY = 'about';

/**
 * The company introduction members open from the user tab (`pages/user/about`): its title and text
 * in each language beside a phone's view of it, saved together (plain text, line breaks kept).
 */
function AboutForm({ page, onSaved }: { page: AdminContentPage; onSaved: (next: AdminContentPage) => void }) {
  const { t } = useConsoleTranslation();
  const dateTime = useDateTime();
  const [draft, setDraft] = useState<LocalizedDraft<Part>>({
    title: { ...page.title },
    body: { ...page.body },
  });
  const [lang, setLang] = useState<Lang>('hi-in');
  const [showErrors, setShowErrors] = useState(false);
  const [busy, setBusy] = useState(false);
  const missing = missingLangs(draft, PARTS);

  const save = async () => {
    if (missing.length) {
      setShowErrors(true);
      if (!missing.includes(lang)) setLang(missing[0]!);
      return;
    }
    const reason = await confirmWithReason({
      title: t('about.save.title'),
      message: t('about.save.message'),
      confirmLabel: t('about.save.confirm'),
    });
    if (reason === null) return;
    setBusy(true);
    const next = await operatorAction<AdminContentPage>(
      '/Admin/Content/page',
      { key: KEY, ...nestedFields(draft, PARTS), reason },
      { done: t('about.save.done') },
    );
    setBusy(false);
    if (next) onSaved(next);
  };

  return (
    <>
      <PanelHeader description={t('about.description', { at: dateTime(page.updatedAt) })} />
      <LangTabs lang={lang} onChange={setLang} />
      <FormLayout onSubmit={() => void save()} submitLabel={t('about.save.confirm')} submitting={busy}>
        <DraftWithPreview
          lang={lang}
          showErrors={showErrors}
          missing={missing}
          preview={
            <div className={styles.phone} data-testid="about-preview">
              <article className={styles.card} lang={lang} aria-label={t('content.preview')}>
                <div className={styles.cardBody}>
                  <h3 className={styles.previewTitle}>{draft.title[lang] || t('content.untitled')}</h3>
                  <div className={styles.previewBody}>{draft.body[lang]}</div>
                </div>
              </article>
            </div>
          }
        >
          <FormSection title={t(`langs.${lang}`)}>
            {PARTS.map((part) => (
              <DraftTextRow
                key={`${part}:${lang}`}
                label={t(`about.fields.${part}`)}
                lang={lang}
                value={draft[part][lang]}
                maxLength={part === 'title' ? 200 : 20_000}
                rows={part === 'title' ? undefined : 16}
                showErrors={showErrors}
                onChange={(value) => setDraft({ ...draft, [part]: { ...draft[part], [lang]: value } })}
              />
            ))}
          </FormSection>
        </DraftWithPreview>
      </FormLayout>
    </>
  );
}

/** The about tab: the page as stored, then its editor. */
export function AboutPanel() {
  const { t } = useConsoleTranslation();
  const { data, loading, error, reload } = useConsoleData<AdminContentPage>('/Admin/Content/page', {
    key: KEY,
  });
  const [saved, setSaved] = useState<AdminContentPage | null>(null);
  const page = saved ?? data;
  if (page) return <AboutForm key={page.updatedAt} page={page} onSaved={setSaved} />;
  if (error && !loading) return <ErrorState title={t('about.loadFailed')} onRetry={reload} />;
  return <PageLoading />;
}
