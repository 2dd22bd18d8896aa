import { useState } from 'react';
import { ErrorState } from '@h5/design-system';
import { FormLayout, FormRow, FormSection } from '@h5/design-system/FormLayout';
import { Tabs } from '@h5/design-system/Tabs';
import { LANGS, type Lang } from '@h5/platform';
import type { AdminContentPage } from '@h5/api/contract/content';
import { operatorAction } from '../api/operatorAction.ts';
import { useConsoleData } from '../hooks/useConsoleData.ts';
import { useDateTime } from '../hooks/useDateTime.ts';
import { useConsoleTranslation } from '../i18n/consoleTranslations.ts';
import { confirmWithReason } from './ConfirmWithReason.ts';
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
      <Tabs
        items={LANGS.map((value) => ({ key: value, label: t(`langs.${value}`) }))}
        activeKey={lang}
        onChange={(key) => setLang(key as Lang)}
        label={t('content.language')}
      />
      <FormLayout onSubmit={() => void save()} submitLabel={t('about.save.confirm')} submitting={busy}>
        <div className={styles.split}>
          <div className={styles.fields}>
            <FormSection title={t(`langs.${lang}`)}>
              {PARTS.map((part) => (
                <FormRow
                  key={`${part}:${lang}`}
                  label={t(`about.fields.${part}`)}
                  required
                  error={showErrors && !draft[part][lang].trim() ? t('content.required') : undefined}
                >
                  {(control) =>
                    part === 'title' ? (
                      <input
                        {...control}
                        lang={lang}
                        maxLength={200}
                        value={draft.title[lang]}
                        onChange={(event) =>
                          setDraft({ ...draft, title: { ...draft.title, [lang]: event.target.value } })
                        }
                      />
                    ) : (
                      <textarea
                        {...control}
                        lang={lang}
                        rows={16}
                        maxLength={20_000}
                        value={draft.body[lang]}
                        onChange={(event) =>
                          setDraft({ ...draft, body: { ...draft.body, [lang]: event.target.value } })
                        }
                      />
                    )
                  }
                </FormRow>
              ))}
            </FormSection>
            {showErrors && missing.length > 0 && (
              <p className={styles.missing} role="alert">
                {t('content.missing', { langs: missing.map((l) => t(`langs.${l}`)).join(', ') })}
              </p>
            )}
          </div>
          <FormSection title={t('content.previewIn', { lang: t(`langs.${lang}`) })}>
            <div className={styles.phone} data-testid="about-preview">
              <article className={styles.card} lang={lang} aria-label={t('content.preview')}>
                <div className={styles.cardBody}>
                  <h3 className={styles.previewTitle}>{draft.title[lang] || t('content.untitled')}</h3>
                  <div className={styles.previewBody}>{draft.body[lang]}</div>
                </div>
              </article>
            </div>
          </FormSection>
        </div>
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
