import type { ReactNode } from 'react';
import { Button } from '@h5/design-system';
import { CloseIcon, PauseIcon, PlayIcon, RetryIcon } from '@h5/design-system/Icons';
import { ProgressBar } from '@h5/design-system/ProgressBar';
import { cx } from '../../utils/cx.ts';
import { useSubPathTranslation } from '../../utils/useSubPathTranslation.ts';
import { formatFileSize, uploadedPercent } from './uploadFigures.ts';
import { texts } from './texts.ts';
import styles from './UploadProgress.module.css';

/**
 * `uploading`: bytes are going out; `paused`: stopped by the member, resumable; `failed`: stopped by
 * the network or the server, resumable; `done`: every byte arrived.
 */
export type UploadProgressState = 'uploading' | 'paused' | 'failed' | 'done';

export type UploadProgressProps = {
  /** The file's name as the member picked it. */
  name: string;
  /** Bytes that reached the server so far. */
  sent: number;
  /** The file's size in bytes. */
  total: number;
  state: UploadProgressState;
  /** Why it failed (the server's words), or a line under the bar. */
  message?: ReactNode;
  onPause?: () => void;
  /** Resumes a paused or failed upload from where the server has it. */
  onResume?: () => void;
  /** Stops the upload and forgets the file. */
  onCancel?: () => void;
  className?: string;
  'data-testid'?: string;
};

/**
 * A large file going out in parts (a video): its name, the bytes sent of its size, the percentage,
 * and pause, resume and cancel. The bar is a `ProgressBar`; the state is said in words too.
 */
export function UploadProgress({
  name,
  sent,
  total,
  state,
  message,
  onPause,
  onResume,
  onCancel,
  className,
  'data-testid': testId,
}: UploadProgressProps) {
  const { t } = useSubPathTranslation(texts);
  const percent = uploadedPercent(sent, total);
  const figures = t('uploadProgress.figures', {
    sent: formatFileSize(sent),
    total: formatFileSize(total),
  });
  return (
    <div
      className={cx(styles.upload, className)}
      data-state={state}
      data-testid={testId}
      data-percent={percent}
    >
      <div className={styles.head}>
        <span className={styles.name} title={name}>
          {name}
        </span>
        <span className={cx(styles.state, styles[state])} aria-live="polite">
          {t(`uploadProgress.state.${state}`)}
        </span>
      </div>
      <ProgressBar
        percent={percent}
        label={t('uploadProgress.label', { name })}
        showLabel={false}
        tone={state === 'done' ? 'success' : state === 'uploading' ? 'primary' : 'muted'}
      />
      <div className={styles.figures}>
        <span>{figures}</span>
        <span className={styles.percent}>{`${percent}%`}</span>
      </div>
      {message && (
        <p
          className={cx(styles.message, state === 'failed' && styles.error)}
          role={state === 'failed' ? 'alert' : undefined}
        >
          {message}
        </p>
      )}
      {state !== 'done' && (onPause || onResume || onCancel) && (
        <div className={styles.actions}>
          {state === 'uploading' && onPause && (
            <Button variant="secondary" size="sm" onClick={onPause} data-action="pause">
              <PauseIcon aria-hidden="true" />
              {t('uploadProgress.pause')}
            </Button>
          )}
          {state !== 'uploading' && onResume && (
            <Button variant="secondary" size="sm" onClick={onResume} data-action="resume">
              {state === 'failed' ? <RetryIcon aria-hidden="true" /> : <PlayIcon aria-hidden="true" />}
              {t('uploadProgress.resume')}
            </Button>
          )}
          {onCancel && (
            <Button variant="ghost" size="sm" onClick={onCancel} data-action="cancel">
              <CloseIcon aria-hidden="true" />
              {t('uploadProgress.cancel')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
