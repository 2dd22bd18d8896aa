import ky, { isTimeoutError } from 'ky';
import { settleEnvelope, type CallOutcome, type EnvelopeEffects } from './settleEnvelope.ts';
import type { UploadOptions, UploadRequest, uploadFile } from './uploadFile.ts';

export type ApiOptions = {
  /**
   * No failure toast: for calls the member did not ask for. A session that ended is still told
   * and still leads to login.
   */
  silent?: boolean;
  /** Sent as `Idempotency-Key`: a retry with the same key moves no money twice. */
  idempotencyKey?: string;
  /** `/api` (default) or `/chat`. */
  base?: 'api' | 'chat';
  timeoutMs?: number;
};

export type Query = Record<string, string | number | boolean | undefined | null>;
export type Body = Record<string, unknown> | FormData;

export type ApiClient = {
  get<T>(path: string, query?: Query, options?: ApiOptions): Promise<T>;
  post<T>(path: string, body?: Body, options?: ApiOptions): Promise<T>;
  /** Sends a file as multipart field `file`, reporting progress; the answer is read like any other. */
  upload<T>(path: string, file: Blob, options?: UploadOptions): Promise<T>;
};

export type ApiClientDeps = {
  /** Headers of every call (`token`, `client`, `Lang`), read when the call starts. */
  headers(): Record<string, string>;
  effects: EnvelopeEffects;
  fetch?: typeof fetch;
  /** Origin to resolve paths against; the page's own when omitted. */
  baseUrl?: string;
  /** HTTP 403 is a refusal shown like any other, not a session's end (operator roles). */
  forbiddenIsRefusal?: boolean;
  /** The request an upload goes out with; XMLHttpRequest when omitted. */
  createUploadRequest?(): UploadRequest;
};

/** Specification §9: requests time out after 60 s. */
export const REQUEST_TIMEOUT_MS = 60_000;

function urlFor(path: string, base: 'api' | 'chat'): string {
  const clean = `/${path.replace(/^\/+/, '')}`;
  if (/^\/(?:api|chat)(?:\/|$)/.test(clean)) return clean;
  return `/${base}${clean}`;
}

/** A form-encoded body, as the API's clients have always sent; FormData (uploads) passes through. */
export function toRequestBody(body: Body | undefined): URLSearchParams | FormData | undefined {
  if (body === undefined) return undefined;
  if (typeof FormData !== 'undefined' && body instanceof FormData) return body;
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) value.forEach((item) => form.append(key, String(item)));
    else if (typeof value === 'object') form.append(key, JSON.stringify(value));
    else form.append(key, String(value));
  }
  return form;
}

function toSearchParams(query: Query | undefined): Record<string, string> | undefined {
  if (!query) return undefined;
  const entries = Object.entries(query).filter(([, value]) => value !== undefined && value !== null);
  return Object.fromEntries(entries.map(([key, value]) => [key, String(value)]));
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The API client: ky underneath, the envelope read by `settleEnvelope`. */
export function createApiClient(deps: ApiClientDeps): ApiClient {
  const http = ky.create({
    retry: 0,
    throwHttpErrors: false,
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
  });
  const resolve = (url: string) => (deps.baseUrl ? new URL(url, deps.baseUrl).href : url);

  async function call<T>(
    method: 'get' | 'post',
    path: string,
    payload: { searchParams?: Record<string, string>; body?: URLSearchParams | FormData },
    options: ApiOptions = {},
  ): Promise<T> {
    // Read now, not later: logout clears the session right after starting its last call.
    const headers: Record<string, string> = { ...deps.headers() };
    if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
    let outcome: CallOutcome;
    try {
      const response = await http(resolve(urlFor(path, options.base ?? 'api')), {
        method,
        headers,
        timeout: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
        ...(payload.searchParams ? { searchParams: payload.searchParams } : {}),
        ...(payload.body ? { body: payload.body } : {}),
      });
      outcome = { kind: 'response', httpStatus: response.status, body: await readBody(response) };
    } catch (error) {
      outcome = { kind: isTimeoutError(error) ? 'timeout' : 'network' };
    }
    return settleEnvelope<T>(outcome, deps.effects, {
      silent: options.silent,
      token: headers.token,
      forbiddenIsRefusal: deps.forbiddenIsRefusal,
    });
  }

  return {
    get: (path, query, options) => call('get', path, { searchParams: toSearchParams(query) }, options),
    post: (path, body, options) => call('post', path, { body: toRequestBody(body) }, options),
    upload: async (path, file, options = {}) => {
      // Read now, as for any call; the upload code loads with the first upload (a profile picture),
      // not with the first screen.
      const headers = deps.headers();
      let send: typeof uploadFile;
      try {
        ({ uploadFile: send } = await import('./uploadFile.ts'));
      } catch {
        // The upload code did not arrive: the network failed, as it would have for the upload.
        return settleEnvelope({ kind: 'network' }, deps.effects, {
          silent: options.silent,
          token: headers.token,
        });
      }
      const outcome = await send(
        {
          createRequest: deps.createUploadRequest ?? (() => new XMLHttpRequest() as unknown as UploadRequest),
          headers: () => headers,
        },
        resolve(urlFor(path, 'api')),
        file,
        { ...options, timeoutMs: options.timeoutMs ?? REQUEST_TIMEOUT_MS },
      );
      return settleEnvelope(outcome, deps.effects, { silent: options.silent, token: headers.token });
    },
  };
}
