export { Picker, PickerField } from './Picker.tsx';
export type { PickerFieldProps, PickerProps } from './Picker.tsx';
export { filterOptions, SEARCH_THRESHOLD } from './pickerOptions.ts';
export type { PickerOption } from './pickerOptions.ts';
