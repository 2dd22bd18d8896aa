// Network and CPU throttling for every target of a browser (pages and service workers alike) over
// the DevTools protocol. A page's own CDP session throttles only that page: the service worker's
// fetches (the document it asks the network for, the files it caches) would go at full speed and
// make a second visit look faster than a phone on a slow network would see it.
import { chromium, type Browser } from '@playwright/test';
import { chromiumLaunchOptions } from '../scripts/chromium.ts';

/** A slow mobile network and a cheap phone: 400 kbit/s each way, 400 ms round trip, CPU 4× slower. */
export const SLOW_PHONE = { latencyMs: 400, kbps: 400, cpuSlowdown: 4 } as const;

export type Throttling = { latencyMs: number; kbps: number; cpuSlowdown: number };

type Message = {
  id?: number;
  method?: string;
  params?: Record<string, unknown>;
  sessionId?: string;
  error?: unknown;
};

/** Chromium with a DevTools port of its own, so targets can be throttled beside Playwright's session. */
export async function launchWithDevTools(): Promise<{ browser: Browser; port: number }> {
  const port = 9300 + Math.floor(Math.random() * 500);
  const browser = await chromium.launch({
    ...chromiumLaunchOptions,
    args: [...chromiumLaunchOptions.args, `--remote-debugging-port=${port}`],
  });
  return { browser, port };
}

/**
 * Throttles every page and service worker of the browser, those there now and those started later,
 * until `stop()`. Pages also get the CPU slowdown (a worker's CPU cannot be slowed by the protocol).
 */
export async function throttleEverything(port: number, throttling: Throttling) {
  const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
    webSocketDebuggerUrl: string;
  };
  const socket = new WebSocket(version.webSocketDebuggerUrl);
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () => resolve(), { once: true });
    socket.addEventListener('error', () => reject(new Error('DevTools socket failed')), { once: true });
  });
  let nextId = 1;
  const pending = new Map<number, (message: Message) => void>();
  const send = (method: string, params: object = {}, sessionId?: string) =>
    new Promise<Message>((resolve) => {
      const id = nextId++;
      // A target that closes before it answers never answers: give up on it rather than wait for ever.
      const timer = setTimeout(() => {
        pending.delete(id);
        resolve({ id });
      }, 15_000);
      pending.set(id, (message) => {
        clearTimeout(timer);
        resolve(message);
      });
      socket.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
    });
  const bytesPerSecond = (throttling.kbps * 1000) / 8;
  const throttled: Promise<unknown>[] = [];

  const throttle = async (sessionId: string, type: string, waiting: boolean) => {
    await send('Network.enable', {}, sessionId);
    await send(
      'Network.emulateNetworkConditions',
      {
        offline: false,
        latency: throttling.latencyMs,
        downloadThroughput: bytesPerSecond,
        uploadThroughput: bytesPerSecond,
      },
      sessionId,
    );
    if (type === 'page')
      await send('Emulation.setCPUThrottlingRate', { rate: throttling.cpuSlowdown }, sessionId);
    if (waiting) await send('Runtime.runIfWaitingForDebugger', {}, sessionId);
  };

  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as Message;
    if (message.id !== undefined) {
      pending.get(message.id)?.(message);
      pending.delete(message.id);
      return;
    }
    if (message.method === 'Target.attachedToTarget') {
      const { sessionId, targetInfo, waitingForDebugger } = message.params as {
        sessionId: string;
        targetInfo: { type: string };
        waitingForDebugger: boolean;
      };
      if (['page', 'service_worker', 'worker', 'shared_worker'].includes(targetInfo.type))
        throttled.push(throttle(sessionId, targetInfo.type, waitingForDebugger));
      else if (waitingForDebugger) void send('Runtime.runIfWaitingForDebugger', {}, sessionId);
    }
  });
  // Existing targets now; new ones paused at their start until they are throttled.
  await send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: true });
  await Promise.all(throttled);

  return {
    /** Resolves once every target attached so far is throttled. */
    settled: () => Promise.all(throttled),
    stop: async () => {
      await send('Target.setAutoAttach', { autoAttach: false, waitForDebuggerOnStart: false });
      socket.close();
    },
  };
}
