// `@h5/design-system/Uploader`
export { Uploader } from './Uploader.tsx';
export type { UploaderProps } from './Uploader.tsx';
export { DEFAULT_MAX_BYTES } from '../../utils/uploadRules.ts';
