import { useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@h5/design-system';
import { PlusIcon } from '@h5/design-system/Icons';
import { UploadProgress } from '@h5/design-system/UploadProgress';
import type { PlanKind, PlanRules } from '@h5/api/contract/plans';
import { useVideoUpload } from '../hooks/useVideoUpload.ts';
import type { VideoMessage } from '../hooks/videoUploads.ts';
import type { DraftVideo } from '../utils/planDraft.ts';
import { VIDEO_ACCEPT } from '../utils/videoFile.ts';
import styles from './plans.module.css';

type Props = {
  kind: PlanKind;
  rules: PlanRules;
  video: DraftVideo | null;
  onChange: (video: DraftVideo | null) => void;
  error?: ReactNode;
};

/**
 * The plan's video: a file input for MOV, MP4, M4V or AVI up to the server's limit, then the
 * resumable upload's progress with pause, resume and cancel. After a reload the unfinished upload is
 * shown with a request to pick the same file, which resumes it.
 */
export function VideoField({ kind, rules, video, onChange, error }: Props) {
  const { t } = useTranslation('plans');
  const { state, upload } = useVideoUpload(kind, video, onChange);
  const say = (message: VideoMessage | null) =>
    !message ? null : 'text' in message ? message.text : t(message.key, message.values ?? {});
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const maxMb = Math.round(rules.videoMaxBytes / 1024 / 1024);
  // The hook's words go where they belong: in the upload's row when it stopped, as a note when the
  // same file is wanted again, and under the field when a picked file was refused.
  const inRow = state.phase === 'failed' && !state.needsFile;
  const fieldError = inRow || state.needsFile ? error : (say(state.message) ?? error);
  const fileInput = (
    <input
      ref={input}
      id={id}
      type="file"
      accept={VIDEO_ACCEPT}
      className={styles.hiddenInput}
      aria-describedby={`${id}-hint`}
      data-testid="video-input"
      onChange={(event) => {
        const file = event.target.files?.[0];
        // Cleared, so picking the same file again is a change too.
        event.target.value = '';
        if (file) void upload.pick(file, rules);
      }}
    />
  );
  return (
    <div className={styles.videoField} data-invalid={fieldError ? true : undefined} data-testid="plan-video">
      <span className={styles.fieldLabel} id={`${id}-label`}>
        {t('form.video')}
      </span>
      {state.phase === 'idle' ? (
        <label className={styles.videoPick} htmlFor={id}>
          {fileInput}
          <PlusIcon className={styles.videoPlus} aria-hidden="true" />
          <span className={styles.videoPickText}>
            <span className={styles.videoPickTitle}>{t('video.choose')}</span>
            <span id={`${id}-hint`} className={styles.hint}>
              {t('video.hint', { size: maxMb })}
            </span>
          </span>
        </label>
      ) : (
        <>
          {fileInput}
          <UploadProgress
            data-testid="video-upload"
            name={state.name}
            sent={state.sent}
            total={state.size}
            state={state.phase}
            message={inRow ? say(state.message) : undefined}
            onPause={upload.pause}
            onResume={state.needsFile ? () => input.current?.click() : upload.resume}
            onCancel={upload.cancel}
          />
          {state.needsFile && (
            <p className={styles.videoNote} data-testid="video-pick-again">
              {say(state.message)}
            </p>
          )}
          {state.phase === 'done' && (
            <Button
              variant="ghost"
              size="sm"
              className={styles.videoChange}
              onClick={() => input.current?.click()}
            >
              {t('video.change')}
            </Button>
          )}
          <span id={`${id}-hint`} className={styles.hint}>
            {t('video.hint', { size: maxMb })}
          </span>
        </>
      )}
      <p className={styles.fieldError} aria-live="polite" data-testid="video-error">
        {fieldError}
      </p>
    </div>
  );
}
