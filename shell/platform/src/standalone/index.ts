// `@h5/platform/standalone`: a remote's pages on its own dev server, without the shell. Not part of
// the shared platform module (a remote bundles it in its standalone entry only), so the shell never
// loads it; it reaches the shared singletons through `@h5/platform`.
export { startStandalone } from './startStandalone.tsx';
export type { StandaloneOptions, StandaloneShortcut } from './standaloneOptions.ts';
