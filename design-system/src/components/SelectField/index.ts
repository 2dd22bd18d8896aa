export { SelectField } from './SelectField.tsx';
export type { SelectFieldProps, SelectOption } from './SelectField.tsx';
