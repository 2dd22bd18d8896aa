// `@h5/platform/helpers`: helpers without shared state (no store, no session, no i18n instance).
// Not part of the shared platform module: each package that uses them bundles its own copy, so the
// shell's first load does not carry them and node:test runs them without a bundler.
export { useAsyncData, type AsyncData } from '../data/useAsyncData.ts';
export { prefetched, prefetchedUrl, type PrefetchedCall } from '../api/prefetched.ts';
export { ConfirmationKey } from '../api/ConfirmationKey.ts';
export { serverDecided } from '../api/serverDecided.ts';
export { failureDescription } from '../api/failureDescription.ts';
export { sessionEnded } from '../api/sessionEnded.ts';
export {
  refusalOf,
  isSecurityRemedy,
  missingSecurity,
  SECURITY_REMEDY_PAGE,
  type Refusal,
  type RefusalCode,
  type SecurityRemedyCode,
} from '../api/refusal.ts';
export { toMinorUnits, fromMinorUnits } from '../money/minorUnits.ts';
