import { useId, useState } from 'react';
import { ProgressBar } from '@h5/design-system/ProgressBar';
import { ApiError } from '@h5/platform';
import { consoleApi } from '../api/consoleApi.ts';
import { useConsoleTranslation } from '../i18n/consoleTranslations.ts';
import styles from './VideoFileField.module.css';

/** The film types the server takes (it decides from the bytes; this only narrows the picker). */
const ACCEPT = 'video/mp4,video/quicktime,video/x-m4v,video/x-msvideo,.mp4,.mov,.m4v,.avi';
const UPLOAD_TIMEOUT_MS = 15 * 60_000;

/**
 * Picks a video and sends it to the operators' upload (`/Admin/Upload/video`), with its progress;
 * the film plays below once stored. The server's refusal (a file that is not a video) is shown.
 */
export function VideoFileField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | null;
  onChange: (path: string) => void;
}) {
  const { t } = useConsoleTranslation();
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const send = async (file: File) => {
    setProblem(null);
    setProgress(0);
    try {
      const answer = await consoleApi.upload<{ path: string }>('/Admin/Upload/video', file, {
        onProgress: setProgress,
        silent: true,
        // A film of a few hundred MB outlasts the usual minute on an office line.
        timeoutMs: UPLOAD_TIMEOUT_MS,
      });
      onChange(answer.path);
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : t('media.uploadFailed'));
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className={styles.field}>
      <span className={styles.label} id={`${id}-label`}>
        {label}
      </span>
      {/* The input hides behind a label drawn as a button: the browser's own words would be in its language. */}
      <label className={styles.pick} data-disabled={progress !== null || undefined}>
        <input
          id={id}
          className={styles.input}
          type="file"
          accept={ACCEPT}
          disabled={progress !== null}
          aria-labelledby={`${id}-label ${id}-action`}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void send(file);
          }}
        />
        <span id={`${id}-action`}>{t(value ? 'media.replaceFilm' : 'media.chooseFilm')}</span>
      </label>
      {progress !== null && <ProgressBar percent={progress} label={t('media.uploading')} />}
      {problem && (
        <p id={`${id}-problem`} className={styles.problem} role="alert">
          {problem}
        </p>
      )}
      {value && progress === null && (
        <video className={styles.video} src={value} controls preload="metadata" aria-label={label} />
      )}
    </div>
  );
}
