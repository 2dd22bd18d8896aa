export { TextAreaField } from './TextAreaField.tsx';
export type { TextAreaFieldProps } from './TextAreaField.tsx';
