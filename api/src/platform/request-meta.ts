import type { AppContext } from './context.ts';

/** Browsers, most specific first: Edge, Samsung Internet and Opera all also say "Chrome". */
const BROWSERS: [RegExp, string][] = [
  [/EdgA?\/|Edg\//, 'Edge'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

/**
 * The browser and system a User-Agent names, as a member reads them in their security activity
 * ("Chrome · Android"); null when it names neither (a script, no header).
 */
export function describeDevice(userAgent: string): string | null {
  const name = (list: [RegExp, string][]) => list.find(([pattern]) => pattern.test(userAgent))?.[1];
  const parts = [name(BROWSERS), name(SYSTEMS)].filter(Boolean);
  return parts.length ? parts.join(' · ') : null;
}

/**
 * The caller's address, client (the `client` header: one session per client) and device (from
 * the User-Agent), as recorded with security events.
 */
export const requestMeta = (ctx: AppContext) => ({
  ip: ctx.ip.slice(0, 64),
  client: ctx.get('client').trim().slice(0, 64) || 'unknown',
  device: describeDevice(ctx.get('user-agent')),
});
