// `@h5/design-system/MemberPicker`: pick members (friends) with checkboxes, search and a confirm button.
export { MemberPicker } from './MemberPicker.tsx';
export type { MemberPickerItem, MemberPickerProps } from './MemberPicker.tsx';
