// `@h5/design-system/UploadProgress`: a large file going out in parts, with pause, resume and cancel.
export { UploadProgress } from './UploadProgress.tsx';
export type { UploadProgressProps, UploadProgressState } from './UploadProgress.tsx';
export { formatFileSize, uploadedPercent } from './uploadFigures.ts';
