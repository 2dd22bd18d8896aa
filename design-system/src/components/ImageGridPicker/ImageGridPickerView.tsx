import { useId } from 'react';
import type { ReactNode } from 'react';
import { CloseIcon, PlusIcon, RetryIcon } from '@h5/design-system/Icons';
import { formatBytes } from '../../utils/uploadRules.ts';
import { cx } from '../../utils/cx.ts';
import { useSubPathTranslation } from '../../utils/useSubPathTranslation.ts';
import type { PickProblem } from './pickImages.ts';
import { texts } from './texts.ts';
import styles from './ImageGridPicker.module.css';

/**
 * One picture of the grid: `stored` (the server has it), `waiting` for its turn, `uploading` with
 * its `progress` (0–100), or `failed` with the server's `message`.
 */
export type PickerTile = {
  key: string;
  /** The picked file's preview URL, or the stored path. */
  src: string;
  state: 'stored' | 'waiting' | 'uploading' | 'failed';
  progress?: number;
  message?: string;
};

export type ImageGridPickerViewProps = {
  /** What the pictures are for ("Pictures"); names the grid. */
  label: ReactNode;
  tiles: readonly PickerTile[];
  /** How many pictures at most (the add tile goes once there are as many). */
  max: number;
  /** The file types taken, as the file input's `accept`. */
  accept: string;
  /** The largest picture taken, in bytes (in the hint). */
  maxBytes: number;
  /** Why some picked files were left out. */
  problem?: PickProblem | null;
  /** An error of the form about the pictures (the server's refusal); shown instead of `problem`. */
  error?: ReactNode;
  /** Receives the files the member picked (several at once). */
  onPick?: (files: File[]) => void;
  onRemove?: (key: string) => void;
  /** Sends a failed picture again. */
  onRetry?: (key: string) => void;
  'data-testid'?: string;
};

/** The picture grid in one state (what `ImageGridPicker` renders). */
export function ImageGridPickerView({
  label,
  tiles,
  max,
  accept,
  maxBytes,
  problem = null,
  error,
  onPick,
  onRemove,
  onRetry,
  'data-testid': testId,
}: ImageGridPickerViewProps) {
  const { t } = useSubPathTranslation(texts);
  const id = `image-grid-${useId()}`;
  const size = formatBytes(maxBytes);
  const problemText = !problem
    ? null
    : problem.reason === 'tooMany'
      ? t('imageGridPicker.tooMany', { max: problem.max })
      : problem.reason === 'tooLarge'
        ? t('imageGridPicker.tooLarge', { size: formatBytes(problem.maxBytes) })
        : t('imageGridPicker.wrongType');
  const message = error || problemText;
  const invalid = Boolean(message);
  return (
    <div className={cx(styles.picker, invalid && styles.invalid)} data-testid={testId}>
      <div className={styles.head}>
        <span id={`${id}-label`} className={styles.label}>
          {label}
        </span>
        <span className={styles.count} data-testid={testId && `${testId}-count`}>
          {t('imageGridPicker.count', { count: tiles.length, max })}
        </span>
      </div>
      <ul className={styles.grid} aria-labelledby={`${id}-label`}>
        {tiles.map((tile, index) => {
          const number = index + 1;
          return (
            <li key={tile.key} className={styles.tile} data-state={tile.state}>
              <img
                className={styles.image}
                src={tile.src}
                alt={t('imageGridPicker.picture', { index: number })}
              />
              {(tile.state === 'waiting' || tile.state === 'uploading') && (
                <span className={styles.overlay}>
                  <span className={styles.percent}>
                    {tile.state === 'waiting' ? t('imageGridPicker.waiting') : `${tile.progress ?? 0}%`}
                  </span>
                  <span
                    role="progressbar"
                    className={styles.track}
                    aria-label={t('imageGridPicker.uploading', { index: number })}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={tile.progress ?? 0}
                  >
                    <span className={styles.bar} style={{ width: `${tile.progress ?? 0}%` }} />
                  </span>
                </span>
              )}
              {tile.state === 'failed' && (
                <span className={cx(styles.overlay, styles.failed)}>
                  <button
                    type="button"
                    className={styles.retry}
                    aria-label={t('imageGridPicker.retry', { index: number })}
                    onClick={() => onRetry?.(tile.key)}
                  >
                    <RetryIcon />
                  </button>
                  <span className={styles.failedText} title={tile.message}>
                    {tile.message || t('imageGridPicker.failed')}
                  </span>
                </span>
              )}
              <button
                type="button"
                className={styles.remove}
                aria-label={t('imageGridPicker.remove', { index: number })}
                onClick={() => onRemove?.(tile.key)}
              >
                <span className={styles.removeDot}>
                  <CloseIcon />
                </span>
              </button>
            </li>
          );
        })}
        {tiles.length < max && (
          <li className={cx(styles.tile, styles.addTile)}>
            <label className={styles.add}>
              <input
                type="file"
                className={styles.input}
                accept={accept}
                multiple
                aria-describedby={cx(`${id}-hint`, invalid && `${id}-error`)}
                aria-invalid={invalid || undefined}
                onChange={(event) => {
                  const files = [...(event.target.files ?? [])];
                  // Cleared, so picking the same file again is a change too.
                  event.target.value = '';
                  if (files.length > 0) onPick?.(files);
                }}
              />
              <PlusIcon className={styles.plus} />
              <span className={styles.addText}>{t('imageGridPicker.add')}</span>
            </label>
          </li>
        )}
      </ul>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('imageGridPicker.hint', { max, size })}
      </p>
      <p id={`${id}-error`} className={styles.error} aria-live="polite">
        {message}
      </p>
    </div>
  );
}
