// `@h5/design-system/ImageGrid`: a post's pictures in a grid; a tap opens them in the ImageViewer.
export { ImageGrid } from './ImageGrid.tsx';
export type { ImageGridProps } from './ImageGrid.tsx';
export { gridColumns } from './gridColumns.ts';
