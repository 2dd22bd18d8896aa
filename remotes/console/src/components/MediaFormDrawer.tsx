import { useState } from 'react';
import { Button } from '@h5/design-system';
import { Drawer } from '@h5/design-system/Drawer';
import { FormLayout, FormRow, FormSection } from '@h5/design-system/FormLayout';
import { SelectField } from '@h5/design-system/SelectField';
import { Tabs } from '@h5/design-system/Tabs';
import { Uploader } from '@h5/design-system/Uploader';
import { LANGS, useLang, type Lang } from '@h5/platform';
import type { AdminMediaItem, MediaKind } from '@h5/api/contract/content';
import { consoleApi } from '../api/consoleApi.ts';
import { operatorAction } from '../api/operatorAction.ts';
import { useConsoleTranslation } from '../i18n/consoleTranslations.ts';
import { confirmWithReason } from './ConfirmWithReason.ts';
import { ContentState } from './ContentState.tsx';
import { emptyText, missingLangs, nestedFields, shownTitle } from './localizedDraft.ts';
import { VideoFileField } from './VideoFileField.tsx';
import detail from './DetailDrawer.module.css';
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
  const missing = missingLangs(draft, ['title']);
  const name = item ? shownTitle(item.title, operatorLang) : '';

  const save = async () => {
    if (missing.length || !path) {
      setShowErrors(true);
      if (missing.length && !missing.includes(lang)) setLang(missing[0]!);
      return;
    }
    const action = item ? 'update' : 'create';
    const title = shownTitle(draft.title, operatorLang);
    const reason = await confirmWithReason({
      title: t(`media.${action}.title`),
      message: t(`media.${action}.message`, { title }),
      confirmLabel: t(`media.${action}.confirm`),
    });
    if (reason === null) return;
    setBusy(true);
    const next = await operatorAction<AdminMediaItem>(
      `/Admin/Content/media/${action}`,
      {
        ...nestedFields(draft, ['title']),
        path,
        ...(kind === 'video' ? { poster: poster ?? '' } : {}),
        ...(item ? { id: item.id } : { kind }),
        reason,
      },
      { done: t(`media.${action}.done`, { title }) },
    );
    setBusy(false);
    if (next) onChanged(next);
  };

  const act = async (action: 'publish' | 'unpublish' | 'delete') => {
    if (!item) return;
    const reason = await confirmWithReason({
      title: t(`media.${action}.title`),
      message: t(`media.${action}.message`, { title: name }),
      confirmLabel: t(`media.${action}.confirm`),
      danger: action === 'delete',
    });
    if (reason === null) return;
    setBusy(true);
    const next = await operatorAction<AdminMediaItem | { id: number }>(
      `/Admin/Content/media/${action}`,
      { id: item.id, reason },
      { done: t(`media.${action}.done`, { title: name }) },
    );
    setBusy(false);
    if (next) onChanged(action === 'delete' ? null : (next as AdminMediaItem));
  };

  const footer = item ? (
    <div className={detail.actions}>
      {item.published ? (
        <Button variant="secondary" disabled={busy} onClick={() => void act('unpublish')}>
          {t('media.unpublish.button')}
        </Button>
      ) : (
        <Button disabled={busy} onClick={() => void act('publish')}>
          {t('media.publish.button')}
        </Button>
      )}
      <Button variant="danger" disabled={busy} onClick={() => void act('delete')}>
        {t('media.delete.button')}
      </Button>
    </div>
  ) : undefined;

  return (
    <Drawer
      open
      onOpenChange={(open) => !open && onClose()}
      title={item ? t('media.detail', { id: item.id }) : t('media.new')}
      description={item ? <ContentState item={item} /> : t('media.newHint')}
      footer={footer}
      className={styles.wide}
    >
      <FormLayout
        onSubmit={() => void save()}
        submitLabel={t(`media.${item ? 'update' : 'create'}.confirm`)}
        submitting={busy}
      >
        <div className={styles.split}>
          <div className={styles.fields}>
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
              <Tabs
                items={LANGS.map((value) => ({ key: value, label: t(`langs.${value}`) }))}
                activeKey={lang}
                onChange={(key) => setLang(key as Lang)}
                label={t('content.language')}
              />
              <FormRow
                key={lang}
                label={t('media.fields.titleIn', { lang: t(`langs.${lang}`) })}
                required
                error={showErrors && !draft.title[lang].trim() ? t('content.required') : undefined}
              >
                {(control) => (
                  <input
                    {...control}
                    lang={lang}
                    maxLength={200}
                    value={draft.title[lang]}
                    onChange={(event) => setDraft({ title: { ...draft.title, [lang]: event.target.value } })}
                  />
                )}
              </FormRow>
            </FormSection>
            {showErrors && missing.length > 0 && (
              <p className={styles.missing} role="alert">
                {t('content.missing', { langs: missing.map((l) => t(`langs.${l}`)).join(', ') })}
              </p>
            )}
          </div>
          <FormSection title={t('content.previewIn', { lang: t(`langs.${lang}`) })}>
            <MediaPhonePreview
              kind={kind}
              title={draft.title[lang]}
              path={path}
              poster={poster}
              lang={lang}
            />
          </FormSection>
        </div>
      </FormLayout>
    </Drawer>
  );
}
