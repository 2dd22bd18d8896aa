import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Config } from '../config.ts';
import { systemClock, type Clock } from './clock.ts';

/** How often a running process looks at the offset file again (a stat, and a read when it changed). */
export const TEST_CLOCK_RECHECK_MS = 50;

/** Where a test clock keeps its offset: `DATA_DIR/test-clock.json`, `{ "offsetMs": 29100000 }`. */
export const testClockFile = (dataDir: string) => join(dataDir, 'test-clock.json');

/** The offset stored in `file` in ms; 0 when there is no file. Throws on a file that holds no offset. */
export function readTestClockOffset(file: string): number {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  const offsetMs = (JSON.parse(text) as { offsetMs?: unknown }).offsetMs;
  if (typeof offsetMs !== 'number' || !Number.isSafeInteger(offsetMs))
    throw new Error(`${file} holds no whole offsetMs`);
  return offsetMs;
}

/** Stores the offset; written to a temporary file and renamed, so a reader never sees half of it. */
export function writeTestClockOffset(file: string, offsetMs: number): void {
  if (!Number.isSafeInteger(offsetMs)) throw new Error('the offset must be a whole number of ms');
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify({ offsetMs })}\n`);
  renameSync(temporary, file);
}

/**
 * A clock running at real time plus the offset kept in `file`, which `npm run admin -- clock:advance`
 * changes. At most every `recheckMs` it stats the file and reads it again only when it changed, so a
 * change made by another process is seen within `recheckMs`. A file that cannot be read keeps the
 * offset last read.
 */
export function fileOffsetClock(
  file: string,
  recheckMs = TEST_CLOCK_RECHECK_MS,
): Clock & { offsetMs(): number } {
  let offset = 0;
  let version = '';
  let checkedAt = Number.NEGATIVE_INFINITY;

  function refresh(real: number) {
    if (real - checkedAt < recheckMs && real >= checkedAt) return;
    checkedAt = real;
    const stat = statSync(file, { throwIfNoEntry: false });
    const current = stat ? `${stat.ino}:${stat.mtimeMs}:${stat.size}` : 'none';
    if (current === version) return;
    try {
      offset = stat ? readTestClockOffset(file) : 0;
      version = current;
    } catch {
      // Keep the last offset; the next check tries again.
    }
  }

  return {
    now() {
      const real = Date.now();
      refresh(real);
      return new Date(real + offset);
    },
    offsetMs() {
      refresh(Date.now());
      return offset;
    },
  };
}

/** The clock a process runs on: the system clock, or with TEST_CLOCK=1 the test clock of its DATA_DIR. */
export function clockFor(config: Pick<Config, 'testClock' | 'dataDir'>): Clock {
  return config.testClock ? fileOffsetClock(testClockFile(config.dataDir)) : systemClock;
}

const UNITS_MS = { d: 86_400_000, h: 3_600_000, m: 60_000, s: 1_000 } as const;

/** `24h`, `8h5m`, `90s`, `2d` (days, hours, minutes, seconds, in that order) in ms; null when not such a duration. */
export function parseDuration(text: string): number | null {
  const match = /^(?:(\d{1,5})d)?(?:(\d{1,6})h)?(?:(\d{1,7})m)?(?:(\d{1,9})s)?$/.exec(text.trim());
  if (!match || !text.trim()) return null;
  const [, d = '0', h = '0', m = '0', s = '0'] = match;
  return Number(d) * UNITS_MS.d + Number(h) * UNITS_MS.h + Number(m) * UNITS_MS.m + Number(s) * UNITS_MS.s;
}

/** An offset as `1d2h5m30s` (`0s` for none; a negative one with a leading `-`). */
export function formatDuration(ms: number): string {
  const sign = ms < 0 ? '-' : '';
  let left = Math.abs(Math.trunc(ms / 1000));
  const parts: string[] = [];
  for (const [unit, size] of Object.entries(UNITS_MS)) {
    const count = Math.floor(left / (size / 1000));
    left -= count * (size / 1000);
    if (count) parts.push(`${count}${unit}`);
  }
  return `${sign}${parts.join('') || '0s'}`;
}
