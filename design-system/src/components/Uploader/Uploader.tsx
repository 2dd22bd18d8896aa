import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { checkFile, DEFAULT_MAX_BYTES, toPercent } from '../../utils/uploadRules.ts';
import { UploaderView } from './UploaderView.tsx';
import type { UploadProblem } from './UploaderView.tsx';

export type UploaderProps = {
  /** Sends the file, reporting 0–100 as it goes; resolves the stored path. */
  upload: (file: File, onProgress: (percent: number) => void) => Promise<string>;
  /** The current path (or image URL), shown until another file is picked. */
  value?: string;
  /** Receives the path `upload` answered, once the file is stored. */
  onChange: (path: string) => void;
  /** The file types taken, as the file input's `accept` (`image/*`, `image/png,.pdf`). */
  accept?: string;
  /** The largest file taken, in bytes; a larger one is refused before it is sent (10 MB). */
  maxBytes?: number;
  /** What the file is for ("Avatar", "Front of the ID card"); names the input. */
  label: ReactNode;
};

/** Picks a file, refuses a wrong or too large one before sending, and uploads it with a preview and progress. */
export function Uploader({
  upload,
  value,
  onChange,
  accept = 'image/*',
  maxBytes = DEFAULT_MAX_BYTES,
  label,
}: UploaderProps) {
  const [preview, setPreview] = useState<string>();
  const [uploading, setUploading] = useState(false);
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState<UploadProblem | null>(null);
  // The file being sent and its preview URL; `attempt` tells a stale answer from the latest one.
  const live = useRef<{ attempt: number; file?: File; preview?: string }>({ attempt: 0 });

  useEffect(() => {
    const current = live.current;
    return () => {
      current.attempt += 1;
      if (current.preview) URL.revokeObjectURL(current.preview);
      current.preview = undefined;
    };
  }, []);

  const send = async (file: File) => {
    const current = live.current;
    const attempt = ++current.attempt;
    setProblem(null);
    setProgress(0);
    setUploading(true);
    try {
      const path = await upload(file, (percent) => {
        if (current.attempt === attempt) setProgress(toPercent(percent));
      });
      if (current.attempt !== attempt) return;
      setUploading(false);
      onChange(path);
    } catch (error) {
      if (current.attempt !== attempt) return;
      setUploading(false);
      setProblem({ reason: 'failed', message: error instanceof Error ? error.message : undefined });
    }
  };

  const pick = (file: File) => {
    const refused = checkFile(file, { accept, maxBytes });
    if (refused) {
      setProblem(refused);
      return;
    }
    const current = live.current;
    if (current.preview) URL.revokeObjectURL(current.preview);
    current.preview = URL.createObjectURL(file);
    current.file = file;
    setPreview(current.preview);
    void send(file);
  };

  return (
    <UploaderView
      label={label}
      accept={accept}
      maxBytes={maxBytes}
      preview={preview ?? value}
      uploading={uploading}
      progress={progress}
      problem={problem}
      onPick={pick}
      onRetry={() => {
        const file = live.current.file;
        if (file) void send(file);
      }}
    />
  );
}
