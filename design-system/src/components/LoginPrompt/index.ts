// `@h5/design-system/LoginPrompt`: the invitation to log in that stands in for a member's page.
export { LoginPrompt } from './LoginPrompt.tsx';
export type { LoginPromptProps } from './LoginPrompt.tsx';
