import type { CallOutcome } from './settleEnvelope.ts';

/** The part of XMLHttpRequest an upload uses (a fake stands in for it in tests). */
export type UploadRequest = {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: FormData): void;
  timeout: number;
  readonly status: number;
  readonly responseText: string;
  upload: {
    onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null;
  };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  ontimeout: (() => void) | null;
  onabort: (() => void) | null;
};

export type UploadOptions = {
  /** Called with 0–100 as the file goes out. */
  onProgress?(percent: number): void;
  /** No failure toast (a session that ended is still told, as for any call). */
  silent?: boolean;
  timeoutMs?: number;
  /** Form fields sent before the file (`kind` of a chat file), for a server that reads them first. */
  fields?: Record<string, string>;
};

export type UploadDeps = {
  createRequest(): UploadRequest;
  headers(): Record<string, string>;
};

function parse(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The percentage of an upload, 0–100, never going back to 0 once the size is unknown. */
export function uploadPercent(loaded: number, total: number, lengthComputable: boolean): number {
  if (!lengthComputable || total <= 0) return 0;
  return Math.max(0, Math.min(100, Math.round((loaded / total) * 100)));
}

/**
 * Sends one file as multipart field `file` with XMLHttpRequest, which (unlike fetch) reports the
 * upload's progress; resolves how the call ended, for the envelope to be read like any other.
 */
export function uploadFile(
  deps: UploadDeps,
  url: string,
  file: Blob,
  options: UploadOptions & { timeoutMs: number },
): Promise<CallOutcome> {
  return new Promise((resolve) => {
    const request = deps.createRequest();
    request.open('POST', url);
    for (const [name, value] of Object.entries(deps.headers())) request.setRequestHeader(name, value);
    request.timeout = options.timeoutMs;
    request.upload.onprogress = (event) => {
      options.onProgress?.(uploadPercent(event.loaded, event.total, event.lengthComputable));
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) options.onProgress?.(100);
      resolve({ kind: 'response', httpStatus: request.status, body: parse(request.responseText) });
    };
    request.onerror = () => resolve({ kind: 'network' });
    request.onabort = () => resolve({ kind: 'network' });
    request.ontimeout = () => resolve({ kind: 'timeout' });
    const form = new FormData();
    for (const [field, value] of Object.entries(options.fields ?? {})) form.append(field, value);
    const name = 'name' in file && typeof file.name === 'string' ? file.name : 'upload';
    form.append('file', file, name);
    request.send(form);
  });
}
