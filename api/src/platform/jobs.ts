import type { Logger } from 'pino';

/**
 * Runs `pass` every `everyMs`, and once a second after start, never two at a time in this
 * process (the job itself is safe to run in several processes). A failed pass is logged and the
 * next one runs on time. Answers a stop function that waits for a pass in flight.
 */
export function scheduleJob(
  name: string,
  pass: () => Promise<void>,
  { everyMs, logger }: { everyMs: number; logger: Logger },
): () => Promise<void> {
  let running: Promise<void> | undefined;
  const tick = () => {
    running ??= pass()
      .catch((error: unknown) => logger.error({ err: error }, `${name} failed`))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  const first = setTimeout(tick, 1_000);
  first.unref();
  return async () => {
    clearInterval(timer);
    clearTimeout(first);
    await running;
  };
}
