import { parseArgs } from 'node:util';
import { CommandRefused, UsageError, type AdminCommand, type AdminContext } from './admin-command.ts';
import {
  formatDuration,
  parseDuration,
  readTestClockOffset,
  testClockFile,
  writeTestClockOffset,
} from './test-clock.ts';

/** Ten years: further than any test needs, near enough that dates stay sane. */
const MAX_OFFSET_MS = 3_650 * 86_400_000;

function fileOf(context: AdminContext): string {
  if (!context.config.testClock)
    throw new CommandRefused(
      'refused, nothing changed: the test clock only exists with TEST_CLOCK=1 (never in production)',
    );
  return testClockFile(context.config.dataDir);
}

function byOf(args: string[]): number {
  let values: { by?: string | undefined };
  try {
    ({ values } = parseArgs({ args, options: { by: { type: 'string' } }, strict: true }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const text = values.by?.trim();
  if (!text) throw new UsageError('--by is required');
  const ms = parseDuration(text);
  if (ms === null || ms <= 0)
    throw new UsageError(`--by "${text}" is not a duration such as 24h, 8h5m, 90s or 2d`);
  return ms;
}

function show(context: AdminContext, offsetMs: number) {
  const now = new Date(Date.now() + offsetMs);
  context.print(`test clock: ${now.toISOString()} (real time + ${formatDuration(offsetMs)})`);
}

/** Test-only commands that move the clock of a server started with TEST_CLOCK=1 on the same DATA_DIR (ADR 0012). */
export const testClockAdminCommands: Record<string, AdminCommand> = {
  'clock:show': {
    summary: 'show the test clock (TEST_CLOCK=1 only)',
    usage: '(no options)',
    async run(args, context) {
      if (args.length) throw new UsageError(`unexpected ${args.join(' ')}`);
      show(context, readTestClockOffset(fileOf(context)));
    },
  },
  'clock:advance': {
    summary: 'move the test clock forward; running servers follow within 50 ms (TEST_CLOCK=1 only)',
    usage: '--by <duration: 24h, 8h5m, 90s, 2d>',
    async run(args, context) {
      const file = fileOf(context);
      const by = byOf(args);
      const next = readTestClockOffset(file) + by;
      if (next > MAX_OFFSET_MS) throw new UsageError('the test clock goes at most 10 years ahead');
      writeTestClockOffset(file, next);
      show(context, next);
    },
  },
  'clock:reset': {
    summary: 'put the test clock back to real time (TEST_CLOCK=1 only)',
    usage: '(no options)',
    async run(args, context) {
      if (args.length) throw new UsageError(`unexpected ${args.join(' ')}`);
      const file = fileOf(context);
      writeTestClockOffset(file, 0);
      show(context, 0);
    },
  },
};
