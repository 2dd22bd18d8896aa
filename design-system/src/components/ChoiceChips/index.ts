// `@h5/design-system/ChoiceChips`: one short choice out of a few, as a row of chips.
export { ChoiceChips } from './ChoiceChips.tsx';
export type { ChoiceChip, ChoiceChipsProps } from './ChoiceChips.tsx';
