// `@h5/design-system/PasswordSheet`: a money action confirmed with the payment password.
export { PasswordSheet } from './PasswordSheet.tsx';
export type { PasswordSheetProps } from './PasswordSheet.tsx';
