import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { checkFile, DEFAULT_MAX_BYTES } from '../../utils/uploadRules.ts';
import { pickImages } from './pickImages.ts';
import type { PickProblem } from './pickImages.ts';
import { ImageGridPickerView } from './ImageGridPickerView.tsx';
import type { PickerTile } from './ImageGridPickerView.tsx';

export type ImageGridPickerProps = {
  /** Sends one picture, reporting 0–100 as it goes; resolves the stored path. */
  upload: (file: File, onProgress: (percent: number) => void) => Promise<string>;
  /** The stored paths, in order. */
  value: readonly string[];
  /** Receives the stored paths each time a picture is stored or removed. */
  onChange: (paths: string[]) => void;
  /**
   * How many picked pictures are not stored yet (waiting, uploading or failed): a form waits for 0
   * before it is sent, or the member would lose a picture they saw in the grid.
   */
  onPendingChange?: (pending: number) => void;
  /** What the pictures are for ("Pictures"); names the grid. */
  label: ReactNode;
  /** How many pictures at most (9). */
  max?: number;
  /** The file types taken, as the file input's `accept` (`image/*`). */
  accept?: string;
  /** The largest picture taken, in bytes; a larger one is left out before it is sent (10 MB). */
  maxBytes?: number;
  /** The form's error about the pictures (the server's refusal). */
  error?: ReactNode;
  'data-testid'?: string;
};

/** A picked file on its way: its preview, and the upload's state. */
type Pending = PickerTile & { file: File; state: 'waiting' | 'uploading' | 'failed' };

let nextKey = 0;

/**
 * Up to nine pictures in a 3×3 grid: several picked at once, a wrong or too large file left out
 * before sending, each uploaded in turn with its progress (one at a time, so they are stored in the
 * order picked and a phone's connection is not split nine ways), a failed one retried or removed.
 * `onChange` receives the stored paths.
 */
export function ImageGridPicker({
  upload,
  value,
  onChange,
  onPendingChange,
  label,
  max = 9,
  accept = 'image/*',
  maxBytes = DEFAULT_MAX_BYTES,
  error,
  'data-testid': testId,
}: ImageGridPickerProps) {
  const [pending, setPending] = useState<Pending[]>([]);
  const [problem, setProblem] = useState<PickProblem | null>(null);
  // The paths as last told to the page: two pictures stored before the page renders again both count.
  const stored = useRef<readonly string[]>(value);
  useEffect(() => {
    stored.current = value;
  }, [value]);
  // Previews of the pictures this picker stored, shown instead of fetching them back.
  const [previews, setPreviews] = useState<ReadonlyMap<string, string>>(() => new Map());
  // Every preview URL made, let go when the picker goes.
  const objectUrls = useRef(new Set<string>());
  // Keys removed while uploading: their answer is dropped.
  const removed = useRef(new Set<string>());
  // Tiles whose upload has started (a retry is a new tile object): an effect run twice sends once.
  const started = useRef(new WeakSet<Pending>());
  const latest = useRef({ upload, onChange });
  useEffect(() => {
    latest.current = { upload, onChange };
  });

  useEffect(() => {
    const urls = objectUrls.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const notStored = pending.length;
  useEffect(() => {
    onPendingChange?.(notStored);
  }, [notStored, onPendingChange]);

  const update = (key: string, change: Partial<Pending>) =>
    setPending((list) => list.map((tile) => (tile.key === key ? { ...tile, ...change } : tile)));

  // One upload at a time: the first waiting picture goes once none is uploading.
  const next = pending.some((tile) => tile.state === 'uploading')
    ? undefined
    : pending.find((tile) => tile.state === 'waiting');
  useEffect(() => {
    if (!next || started.current.has(next)) return;
    started.current.add(next);
    const { key, file, src } = next;
    update(key, { state: 'uploading', progress: 0 });
    latest.current
      .upload(file, (percent) => {
        if (!removed.current.has(key))
          update(key, { progress: Math.min(100, Math.max(0, Math.round(percent || 0))) });
      })
      .then(
        (path) => {
          if (removed.current.has(key)) return;
          setPreviews((map) => new Map(map).set(path, src));
          const paths = [...stored.current, path];
          stored.current = paths;
          setPending((list) => list.filter((tile) => tile.key !== key));
          latest.current.onChange(paths);
        },
        (failure: unknown) => {
          if (removed.current.has(key)) return;
          update(key, {
            state: 'failed',
            message: failure instanceof Error && failure.message ? failure.message : undefined,
          });
        },
      );
  }, [next]);

  const pick = (files: File[]) => {
    const { taken, problem } = pickImages(
      files,
      { room: max - stored.current.length - pending.length, max },
      (file) => checkFile(file, { accept, maxBytes }),
    );
    setProblem(problem);
    setPending((list) => [
      ...list,
      ...taken.map((file): Pending => {
        const src = URL.createObjectURL(file);
        objectUrls.current.add(src);
        return { key: `picked-${++nextKey}`, file, src, state: 'waiting' };
      }),
    ]);
  };

  const remove = (key: string) => {
    setProblem(null);
    const picked = pending.find((tile) => tile.key === key);
    if (picked) {
      removed.current.add(key);
      URL.revokeObjectURL(picked.src);
      setPending((list) => list.filter((tile) => tile.key !== key));
      return;
    }
    const path = key.slice('stored:'.length);
    const paths = stored.current.filter((stored) => stored !== path);
    stored.current = paths;
    latest.current.onChange(paths);
  };

  const tiles: PickerTile[] = [
    ...value.map((path): PickerTile => ({
      key: `stored:${path}`,
      src: previews.get(path) ?? path,
      state: 'stored',
    })),
    ...pending.map(({ key, src, state, progress, message }) => ({ key, src, state, progress, message })),
  ];

  return (
    <ImageGridPickerView
      label={label}
      tiles={tiles}
      max={max}
      accept={accept}
      maxBytes={maxBytes}
      problem={problem}
      error={error}
      onPick={pick}
      onRemove={remove}
      onRetry={(key) => update(key, { state: 'waiting', progress: 0, message: undefined })}
      data-testid={testId}
    />
  );
}
