// `@h5/design-system/PasscodeInput`
export { PasscodeInput } from './PasscodeInput.tsx';
export type { PasscodeInputProps } from './PasscodeInput.tsx';
export { toPasscode } from './passcode.ts';
