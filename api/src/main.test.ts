import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { startApiProcess } from './test/process.ts';
import { openSocket } from './test/socket.ts';

test('`node src/main.ts` starts from the environment and stops cleanly on SIGTERM', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'h5-main-'));
  // A fresh embedded database unless the suite runs on MySQL; then the tables are already there.
  const api = await startApiProcess({ DATA_DIR: dataDir });
  try {
    const health = await fetch(`${api.url}/api/health`);
    assert.equal(health.status, 200);
    const issued = (await (await fetch(`${api.url}/chat/connect/issueToken`, { method: 'POST' })).json()) as {
      data: { token: string };
    };
    const client = openSocket(api.url, issued.data.token);
    await client.next('init');
    const closed = new Promise((resolve) => client.socket.once('disconnect', resolve));
    assert.equal(await api.stop(), 0);
    await closed;
    client.close();
  } finally {
    await api.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
