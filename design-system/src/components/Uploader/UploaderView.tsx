import { useId } from 'react';
import type { ReactNode } from 'react';
import { Button } from '@h5/design-system';
import { PlusIcon } from '../../icons/PlusIcon.tsx';
import { cx } from '../../utils/cx.ts';
import { formatBytes } from '../../utils/uploadRules.ts';
import type { FileProblem } from '../../utils/uploadRules.ts';
import styles from './Uploader.module.css';
import { useSubPathTranslation } from '../../utils/useSubPathTranslation.ts';
import { texts } from './texts.ts';

/** Why the uploader shows an error: a refused file, or an upload that failed (with the server's message). */
export type UploadProblem = FileProblem | { reason: 'failed'; message?: string };

export type UploaderViewProps = {
  /** What the file is for; names the input. */
  label: ReactNode;
  /** The file types taken, as the file input's `accept`. */
  accept: string;
  /** The largest file taken, in bytes (shown as the hint "Up to 10 MB"). */
  maxBytes: number;
  /** Image URL of the picked file or of the current value. */
  preview?: string;
  /** A file is being sent: the progress shows over the picture and the input waits. */
  uploading: boolean;
  /** 0–100 while uploading. */
  progress: number;
  /** Why the last file was refused or failed; shown under the uploader. */
  problem?: UploadProblem | null;
  /** Receives the file the member picked. */
  onPick?: (file: File) => void;
  /** Sends the same file again; shown as a button when the upload failed. */
  onRetry?: () => void;
};

/** The uploader in one state (what `Uploader` renders). */
export function UploaderView({
  label,
  accept,
  maxBytes,
  preview,
  uploading,
  progress,
  problem = null,
  onPick,
  onRetry,
}: UploaderViewProps) {
  const { t } = useSubPathTranslation(texts);
  const id = `uploader-${useId()}`;
  const message = !problem
    ? null
    : problem.reason === 'tooLarge'
      ? t('uploader.tooLarge', { size: formatBytes(problem.maxBytes) })
      : problem.reason === 'wrongType'
        ? t('uploader.wrongType')
        : problem.message || t('uploader.failed');
  return (
    <div className={cx(styles.uploader, problem && styles.invalid)}>
      <span id={`${id}-label`} className={styles.label}>
        {label}
      </span>
      <div className={styles.body}>
        <label className={styles.tile} data-uploading={uploading || undefined}>
          <input
            type="file"
            className={styles.input}
            accept={accept}
            disabled={uploading}
            aria-labelledby={`${id}-label ${id}-action`}
            aria-describedby={cx(`${id}-hint`, problem && `${id}-error`)}
            aria-invalid={problem ? true : undefined}
            onChange={(event) => {
              const file = event.target.files?.[0];
              // Cleared, so picking the same file again is a change too.
              event.target.value = '';
              if (file) onPick?.(file);
            }}
          />
          {preview ? (
            <img className={styles.preview} src={preview} alt={t('uploader.preview')} />
          ) : (
            <PlusIcon className={styles.plus} />
          )}
          {uploading && (
            <span className={styles.overlay}>
              <span className={styles.percent}>{`${progress}%`}</span>
              <span
                role="progressbar"
                className={styles.track}
                aria-label={t('uploader.uploading')}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={progress}
              >
                <span className={styles.bar} style={{ width: `${progress}%` }} />
              </span>
            </span>
          )}
        </label>
        <div className={styles.side}>
          <span id={`${id}-action`} className={styles.action}>
            {uploading ? t('uploader.uploading') : preview ? t('uploader.change') : t('uploader.choose')}
          </span>
          <span id={`${id}-hint`} className={styles.hint}>
            {t('uploader.hint', { size: formatBytes(maxBytes) })}
          </span>
          {problem?.reason === 'failed' && onRetry && (
            <Button size="sm" variant="ghost" onClick={onRetry}>
              {t('common.retry')}
            </Button>
          )}
        </div>
      </div>
      <p id={`${id}-error`} className={styles.error} aria-live="polite">
        {message}
      </p>
    </div>
  );
}
