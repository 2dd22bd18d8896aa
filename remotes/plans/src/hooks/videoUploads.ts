import type * as Tus from 'tus-js-client';
import type { Upload } from 'tus-js-client';
import { CLIENT_NAME, getSessionToken, i18n } from '@h5/platform';
import type { PlanKind, PlanRules } from '@h5/api/contract/plans';
import { fetchVideoInfo } from '../api/plans.ts';
import { readDraft, sessionDrafts, writeDraft } from '../utils/draftStore.ts';
import type { DraftVideo } from '../utils/planDraft.ts';
import { tusFailureMessage } from '../utils/tusFailure.ts';
import { uploadIdOf, videoProblem } from '../utils/videoFile.ts';

/** The tus endpoint of the API (ADR 0033); uploads are created here and resumed at their own URL. */
const ENDPOINT = '/api/Upload/video';
/** Parts of 8 MB: a dropped connection on a phone loses at most one part. */
const CHUNK_BYTES = 8 * 1024 * 1024;

export type VideoPhase = 'idle' | 'uploading' | 'paused' | 'failed' | 'done';

/** A text of the `plans` namespace, or the server's own words. */
export type VideoMessage = { key: string; values?: Record<string, string | number> } | { text: string };

export type VideoUploadState = {
  phase: VideoPhase;
  name: string;
  size: number;
  sent: number;
  message: VideoMessage | null;
  /** After a reload: the upload waits for the member to pick the same file again. */
  needsFile: boolean;
};

const IDLE: VideoUploadState = { phase: 'idle', name: '', size: 0, sent: 0, message: null, needsFile: false };

/** The headers every API call carries (the session's token, the client, the language). */
const authHeaders = (): Record<string, string> => ({
  token: getSessionToken() ?? '',
  client: CLIENT_NAME,
  Lang: i18n.language,
});

/**
 * The video upload of one kind's form. It lives beside the form, not in it: the member may open the
 * place pages while the bytes go out, and the upload goes on and writes its result into the draft.
 * tus-js-client is loaded on the first file chosen; pause aborts the request and resume asks the
 * server where it stopped; after a reload the upload's URL (kept by tus-js-client in localStorage
 * under the file's fingerprint) is found again when the member picks the same file.
 */
class VideoUpload {
  state: VideoUploadState = IDLE;
  private upload: Upload | null = null;
  private listeners = new Set<() => void>();
  private checked: string | null = null;

  private readonly kind: PlanKind;

  constructor(kind: PlanKind) {
    this.kind = kind;
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getState = () => this.state;

  private set(next: Partial<VideoUploadState>) {
    this.state = { ...this.state, ...next };
    this.listeners.forEach((listener) => listener());
  }

  /** Writes the video into the kind's draft, and tells the form when it is on screen. */
  private save(video: DraftVideo | null) {
    const storage = sessionDrafts();
    writeDraft(storage, this.kind, { ...readDraft(storage, this.kind), video });
    this.onVideo?.(video);
  }

  /** The form on screen, told of each change of the draft's video. */
  onVideo: ((video: DraftVideo | null) => void) | null = null;

  /**
   * Takes up the draft's video when there is no upload running: a finished one is checked to be
   * still there and free (unattached uploads go after a day); an unfinished one shows how far it
   * got and waits for the same file.
   */
  adopt(video: DraftVideo | null) {
    if (this.upload || (this.state.phase !== 'idle' && this.state.name === video?.name)) return;
    if (!video) {
      this.state = IDLE;
      return;
    }
    this.state = video.finished
      ? {
          phase: 'done',
          name: video.name,
          size: video.size,
          sent: video.size,
          message: null,
          needsFile: false,
        }
      : {
          phase: 'paused',
          name: video.name,
          size: video.size,
          sent: 0,
          message: { key: 'video.pickAgain', values: { name: video.name } },
          needsFile: true,
        };
    if (!video.id || this.checked === video.id) return;
    const id = video.id;
    this.checked = id;
    fetchVideoInfo(id).then(
      (info) => {
        if (this.upload) return;
        if (info.attached) {
          this.state = IDLE;
          this.save(null);
        } else if (info.finished) {
          this.set({ phase: 'done', sent: info.size, message: null, needsFile: false });
          if (!video.finished) this.save({ ...video, finished: true });
        } else {
          this.set({ sent: info.offset });
        }
      },
      () => {
        if (this.upload) return;
        // Gone (removed after a day, or another session's): the member chooses a file again.
        this.set(IDLE);
        this.save(null);
      },
    );
  }

  async pick(file: File, rules: PlanRules) {
    const problem = videoProblem(file, rules);
    if (problem) {
      this.set({
        message: {
          key: `video.problem.${problem}`,
          values: { size: Math.round(rules.videoMaxBytes / 1024 / 1024) },
        },
      });
      return;
    }
    const before = this.upload;
    this.upload = null;
    await before?.abort().catch(() => undefined);
    this.set({
      phase: 'uploading',
      name: file.name,
      size: file.size,
      sent: 0,
      message: null,
      needsFile: false,
    });
    let tus: typeof Tus;
    try {
      tus = await import('tus-js-client');
    } catch {
      this.set({ phase: 'failed', message: { key: 'video.loadFailed' } });
      return;
    }
    const upload: Upload = new tus.Upload(file, {
      endpoint: new URL(ENDPOINT, window.location.href).href,
      chunkSize: CHUNK_BYTES,
      // The API's route table answers GET and POST: PATCH and DELETE go as POST with
      // X-HTTP-Method-Override (ADR 0033).
      overridePatchMethod: true,
      retryDelays: [0, 1000, 3000, 5000],
      headers: authHeaders(),
      metadata: { filename: file.name, filetype: file.type },
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      onUploadUrlAvailable: () => {
        if (this.upload !== upload) return;
        const id = uploadIdOf(upload.url);
        this.checked = id;
        this.save({ name: file.name, size: file.size, id, finished: false });
      },
      onProgress: (sent) => {
        if (this.upload === upload) this.set({ sent });
      },
      onSuccess: () => {
        if (this.upload !== upload) return;
        this.set({ phase: 'done', sent: file.size, message: null });
        this.save({ name: file.name, size: file.size, id: uploadIdOf(upload.url), finished: true });
      },
      onError: (error) => {
        if (this.upload !== upload) return;
        const text = tusFailureMessage(error, '');
        this.set({ phase: 'failed', message: text ? { text } : { key: 'video.failed' } });
      },
    });
    this.upload = upload;
    try {
      // The same file picked again (after a reload, or a second try) goes on from where the server has it.
      const previous = await upload.findPreviousUploads();
      const newest = [...previous].sort((a, b) => b.creationTime.localeCompare(a.creationTime))[0];
      if (newest) upload.resumeFromPreviousUpload(newest);
    } catch {
      // No stored URL to resume from: a new upload.
    }
    if (this.upload === upload && this.state.phase === 'uploading') upload.start();
  }

  pause = () => {
    if (!this.upload) return;
    this.set({ phase: 'paused', message: null });
    void this.upload.abort().catch(() => undefined);
  };

  resume = () => {
    if (!this.upload) return;
    this.set({ phase: 'uploading', message: null });
    this.upload.start();
  };

  /** Stops the upload, asks the server to forget it, and empties the field. */
  cancel = () => {
    const upload = this.upload;
    this.upload = null;
    if (upload) {
      const url = upload.url;
      void upload.abort().catch(() => undefined);
      // Terminated the way the API takes it (a POST with X-HTTP-Method-Override: DELETE; tus-js-client
      // would send a DELETE); when it fails, the bytes go after a day anyway.
      if (url)
        void fetch(url, {
          method: 'POST',
          headers: { ...authHeaders(), 'Tus-Resumable': '1.0.0', 'X-HTTP-Method-Override': 'DELETE' },
        }).catch(() => undefined);
    }
    this.set(IDLE);
    this.save(null);
  };
}

const uploads = new Map<PlanKind, VideoUpload>();

/** Forgets a kind's upload once its plan was sent (the video now belongs to the plan). */
export function forgetVideoUpload(kind: PlanKind): void {
  uploads.delete(kind);
}

/** The video upload of a kind's form (one per kind, for as long as the app is open). */
export function videoUploadOf(kind: PlanKind): VideoUpload {
  let upload = uploads.get(kind);
  if (!upload) {
    upload = new VideoUpload(kind);
    uploads.set(kind, upload);
  }
  return upload;
}

export type { VideoUpload };
