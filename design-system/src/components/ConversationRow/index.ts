// `@h5/design-system/ConversationRow`
export { ConversationRow } from './ConversationRow.tsx';
export type { ConversationRowProps } from './ConversationRow.tsx';
