// `@h5/design-system/RecordCard`: one record the member owns, its figures and its actions.
export { RecordCard } from './RecordCard.tsx';
export type { RecordCardProps, RecordFact } from './RecordCard.tsx';
