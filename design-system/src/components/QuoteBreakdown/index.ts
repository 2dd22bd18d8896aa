// `@h5/design-system/QuoteBreakdown`: what an action will do, before the member confirms it.
export { QuoteBreakdown } from './QuoteBreakdown.tsx';
export type { QuoteBreakdownProps, QuoteLine } from './QuoteBreakdown.tsx';
