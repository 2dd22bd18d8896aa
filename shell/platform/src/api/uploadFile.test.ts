import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ApiError } from './ApiError.ts';
import { createApiClient } from './createApiClient.ts';
import type { UploadRequest } from './uploadFile.ts';
import { uploadPercent } from './uploadFile.ts';

type Ending = { status: number; body: string } | 'error' | 'timeout';

class FakeRequest implements UploadRequest {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  timeout = 0;
  status = 0;
  responseText = '';
  upload: UploadRequest['upload'] = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  private readonly ending: Ending;

  constructor(ending: Ending) {
    this.ending = ending;
  }

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    queueMicrotask(() => {
      this.upload.onprogress?.({ loaded: 50, total: 200, lengthComputable: true });
      this.upload.onprogress?.({ loaded: 200, total: 200, lengthComputable: true });
      if (this.ending === 'error') this.onerror?.();
      else if (this.ending === 'timeout') this.ontimeout?.();
      else {
        this.status = this.ending.status;
        this.responseText = this.ending.body;
        this.onload?.();
      }
    });
  }
}

function setup(ending: Ending) {
  const toasts: string[] = [];
  const requests: FakeRequest[] = [];
  let unauthenticated = 0;
  const client = createApiClient({
    baseUrl: 'http://app.test',
    headers: () => ({ token: 'tok-1', client: 'h5', Lang: 'hi-in' }),
    createUploadRequest: () => {
      const request = new FakeRequest(ending);
      requests.push(request);
      return request;
    },
    effects: {
      toast: (message) => toasts.push(message),
      message: (key) => key,
      onUnauthenticated: () => (unauthenticated += 1),
    },
  });
  return { client, toasts, requests, unauthenticated: () => unauthenticated };
}

const file = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });

test('upload posts the file as field `file` with the headers and reports progress', async () => {
  const { client, requests, toasts } = setup({
    status: 200,
    body: JSON.stringify({ status: 1, msg: '', data: { path: '/uploads/a.png' } }),
  });
  const progress: number[] = [];
  const data = await client.upload<{ path: string }>('/Upload/image', file(), {
    onProgress: (percent) => progress.push(percent),
  });
  assert.deepEqual(data, { path: '/uploads/a.png' });
  const request = requests[0]!;
  assert.equal(request.method, 'POST');
  assert.equal(request.url, 'http://app.test/api/Upload/image');
  assert.equal(request.headers.token, 'tok-1');
  assert.equal(request.headers.Lang, 'hi-in');
  assert.equal(request.timeout, 60_000);
  const sent = request.body?.get('file');
  assert.ok(sent instanceof File);
  assert.equal(sent.name, 'me.png');
  assert.deepEqual(progress, [25, 100, 100]);
  assert.deepEqual(toasts, []);
});

test('an upload refused by the server toasts its message and rejects', async () => {
  const { client, toasts } = setup({
    status: 422,
    body: JSON.stringify({ status: 0, msg: 'Images only, up to 10 MB', data: null }),
  });
  await assert.rejects(client.upload('/Upload/image', file()), (error: unknown) => {
    assert.ok(error instanceof ApiError);
    assert.equal(error.reason, 'failure');
    assert.equal(error.httpStatus, 422);
    assert.equal(error.message, 'Images only, up to 10 MB');
    return true;
  });
  assert.deepEqual(toasts, ['Images only, up to 10 MB']);
});

test('an upload without a session goes to login like any call', async () => {
  const { client, unauthenticated } = setup({
    status: 401,
    body: JSON.stringify({ status: -100, msg: 'x' }),
  });
  await assert.rejects(client.upload('/Upload/image', file()), (error: unknown) => {
    assert.ok(error instanceof ApiError);
    assert.equal(error.reason, 'unauthenticated');
    return true;
  });
  assert.equal(unauthenticated(), 1);
});

test('network failures and timeouts of an upload say the network is poor', async () => {
  for (const [ending, reason] of [
    ['error', 'network'],
    ['timeout', 'timeout'],
  ] as const) {
    const { client, toasts } = setup(ending);
    await assert.rejects(client.upload('/Upload/image', file()), (error: unknown) => {
      assert.ok(error instanceof ApiError);
      assert.equal(error.reason, reason);
      return true;
    });
    assert.deepEqual(toasts, ['networkPoor']);
  }
});

test('upload percentages stay within 0–100 and are 0 while the size is unknown', () => {
  assert.equal(uploadPercent(0, 0, false), 0);
  assert.equal(uploadPercent(1, 3, true), 33);
  assert.equal(uploadPercent(5, 4, true), 100);
});

test('an upload sends its fields before the file (a chat file says its kind first)', async () => {
  const { client, requests } = setup({
    status: 200,
    body: JSON.stringify({ status: 1, msg: '', data: { name: 'v1.webm' } }),
  });
  const voice = new Blob([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3])], { type: 'audio/webm' });
  await client.upload('/chat/file/upload', voice, { fields: { kind: 'voice' } });
  const request = requests[0]!;
  assert.equal(request.url, 'http://app.test/chat/file/upload');
  assert.deepEqual([...request.body!.keys()], ['kind', 'file']);
  assert.equal(request.body!.get('kind'), 'voice');
});
