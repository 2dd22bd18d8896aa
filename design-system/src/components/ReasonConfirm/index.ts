export { ReasonConfirmHost } from './ReasonConfirmHost.tsx';
export { REASON_MAX_LENGTH, showReasonConfirm } from './reasonConfirmStore.ts';
export type { ReasonConfirmOptions, ReasonConfirmTone } from './reasonConfirmStore.ts';
