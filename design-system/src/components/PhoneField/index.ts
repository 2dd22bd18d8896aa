// `@h5/design-system/PhoneField`: a phone number with its country's calling code.
export { PhoneField } from './PhoneField.tsx';
export type { PhoneFieldProps, PhonePrefix } from './PhoneField.tsx';
