export { FormLayout, FormRow, FormSection } from './FormLayout.tsx';
export type { FormControlProps, FormLayoutProps, FormRowProps, FormSectionProps } from './FormLayout.tsx';
