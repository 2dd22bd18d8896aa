// The app as `npm start` serves it, on its own port with a fresh embedded database.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

process.env.PORT ??= '8099';
process.env.HOST ??= '127.0.0.1';
process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'h5-e2e-'));
process.env.LOG_LEVEL ??= 'warn';

await import('../../api/src/main.ts');
