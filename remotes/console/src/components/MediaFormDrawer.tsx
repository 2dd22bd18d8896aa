import { useState } from 'react';
import { FormSection } from '@h5/design-system/FormLayout';
import { SelectField } from '@h5/design-system/SelectField';
import { Uploader } from '@h5/design-system/Uploader';
import { useLang, type Lang } from '@h5/platform';
import type { AdminMediaItem, MediaKind } from '@h5/api/contract/content';
import { consoleApi } from '../api/consoleApi.ts';
import { useContentChange } from '../hooks/useContentChange.ts';
import { useConsoleTranslation } from '../i18n/consoleTranslations.ts';
import { ContentFormDrawer } from './ContentFormDrawer.tsx';
import { DraftTextRow } from './DraftTextRow.tsx';
import { DraftWithPreview } from './DraftWithPreview.tsx';
import { LangTabs } from './LangTabs.tsx';
import { emptyText, missingLangs, nestedFields, shownTitle } from './localizedDraft.ts';
import { VideoFileField } from './VideoFileField.tsx';
import styles from './ContentPreview.module.css';

export const MEDIA_KINDS: readonly MediaKind[] = ['image', 'video'];

const uploadImage = (file: File, onProgress: (percent: number) => void) =>
  consoleApi.upload<{ path: string }>('/Admin/Upload/image', file, { onProgress }).then((a) => a.path);

/** The item as a member's gallery shows it in `lang`: the picture, or the film with its poster, and the title. */
function MediaPhonePreview({
  kind,
  title,
  path,
  poster,
  lang,
}: {
  kind: MediaKind;
  title: string;
  path: string | null;
  poster: string | null;
  lang: Lang;
}) {
  const { t } = useConsoleTranslation();
  return (
    <div className={styles.phone} data-testid="media-preview">
      <figure className={styles.card} lang={lang}>
        {path &&
          (kind === 'image' ? (
            <img className={styles.media} src={path} alt={title} />
          ) : (
            <video
              className={styles.media}
              src={path}
              poster={poster ?? undefined}
              controls
              preload="metadata"
              aria-label={title}
            />
          ))}
        {!path && <p className={styles.noFile}>{t('media.noFile')}</p>}
        <figcaption className={styles.caption}>{title || t('content.untitled')}</figcaption>
      </figure>
    </div>
  );
}

/**
 * Adds a picture or a film to the gallery, or edits one: its title in each language beside a phone's
 * view of it, its file (and a poster for a film); once saved, publish, unpublish or delete it.
 */
export function MediaFormDrawer({
  item,
  onClose,
  onChanged,
}: {
  item: AdminMediaItem | null;
  onClose: () => void;
  onChanged: (next: AdminMediaItem | null) => void;
}) {
  const { t } = useConsoleTranslation();
  const operatorLang = useLang();
  const [kind, setKind] = useState<MediaKind>(item?.kind ?? 'image');
  const [draft, setDraft] = useState(() => ({ title: item ? { ...item.title } : emptyText() }));
  const [path, setPath] = useState<string | null>(item?.path ?? null);
  const [poster, setPoster] = useState<string | null>(item?.poster ?? null);
  const [lang, setLang] = useState<Lang>('hi-in');
  const [showErrors, setShowErrors] = useState(false);
  const [busy, setBusy] = useState(false);
  const change = useContentChange('media', setBusy);
  const missing = missingLangs(draft, ['title']);

  const save = async () => {
    if (missing.length || !path) {
      setShowErrors(true);
      if (missing.length && !missing.includes(lang)) setLang(missing[0]!);
      return;
    }
    const next = await change<AdminMediaItem>(
      item ? 'update' : 'create',
      shownTitle(draft.title, operatorLang),
      {
        ...nestedFields(draft, ['title']),
        path,
        ...(kind === 'video' ? { poster: poster ?? '' } : {}),
        ...(item ? { id: item.id } : { kind }),
      },
    );
    if (next) onChanged(next);
  };

  return (
    <ContentFormDrawer
      area="media"
      item={item}
      busy={busy}
      onBusy={setBusy}
      onSubmit={() => void save()}
      onClose={onClose}
      onChanged={onChanged}
    >
      <DraftWithPreview
        lang={lang}
        showErrors={showErrors}
        missing={missing}
        preview={
          <MediaPhonePreview kind={kind} title={draft.title[lang]} path={path} poster={poster} lang={lang} />
        }
      >
        <FormSection title={t('media.fields.file')}>
          {!item && (
            <SelectField
              label={t('media.fields.kind')}
              value={kind}
              onChange={(value) => {
                setKind(value as MediaKind);
                setPath(null);
                setPoster(null);
              }}
              options={MEDIA_KINDS.map((value) => ({ value, label: t(`media.kind.${value}`) }))}
            />
          )}
          {kind === 'image' ? (
            <Uploader
              label={t('media.kind.image')}
              value={path ?? undefined}
              onChange={setPath}
              upload={uploadImage}
            />
          ) : (
            <>
              <VideoFileField label={t('media.kind.video')} value={path} onChange={setPath} />
              <Uploader
                label={t('media.fields.poster')}
                value={poster ?? undefined}
                onChange={setPoster}
                upload={uploadImage}
              />
            </>
          )}
          {showErrors && !path && (
            <p className={styles.missing} role="alert">
              {t('media.fileMissing')}
            </p>
          )}
        </FormSection>
        <FormSection title={t('media.fields.title')}>
          <LangTabs lang={lang} onChange={setLang} />
          <DraftTextRow
            key={lang}
            label={t('media.fields.titleIn', { lang: t(`langs.${lang}`) })}
            lang={lang}
            value={draft.title[lang]}
            maxLength={200}
            showErrors={showErrors}
            onChange={(value) => setDraft({ title: { ...draft.title, [lang]: value } })}
          />
        </FormSection>
      </DraftWithPreview>
    </ContentFormDrawer>
  );
}
