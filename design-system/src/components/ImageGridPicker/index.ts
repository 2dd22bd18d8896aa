// `@h5/design-system/ImageGridPicker`: up to nine pictures picked, uploaded one after another with
// their progress, shown as a 3×3 grid with remove.
export { ImageGridPicker } from './ImageGridPicker.tsx';
export type { ImageGridPickerProps } from './ImageGridPicker.tsx';
export { ImageGridPickerView } from './ImageGridPickerView.tsx';
export type { ImageGridPickerViewProps, PickerTile } from './ImageGridPickerView.tsx';
