import { startServer } from './app.ts';
import { loadConfig } from './config.ts';
const app = await startServer({ config: loadConfig({ DATA_DIR: '/tmp/h5smoke', PORT: '0', LOG_LEVEL: 'warn' }) });
await fetch(app.url + '/api/health');
const t = performance.now();
const step = async (name: string, p: Promise<unknown>) => { await p; console.log(name, performance.now() - t); };
await step('realtime', app.realtime.close());
await step('orm', app.orm.close());
console.log('done');
