import type { Logger } from 'pino';

type ProcessEvents = Pick<NodeJS.Process, 'on'>;

/**
 * The process's last resort, installed once the server listens: an error that no code handled
 * (an emitter without an `'error'` listener, a promise nobody awaited) is logged and the process
 * keeps serving. That is safe here because no state outlives a request half-changed: every
 * change of money or data is one database transaction, which either committed or rolled back
 * when its request failed. What cannot be resumed (running out of memory) never reaches this.
 */
export function installLastResort(logger: Logger, events: ProcessEvents = process): void {
  events.on('uncaughtException', (error, origin) => {
    logger.fatal({ err: error, origin }, 'uncaught exception: its request failed, the process serves on');
  });
  events.on('unhandledRejection', (reason) => {
    logger.error({ err: reason }, 'unhandled promise rejection');
  });
}
