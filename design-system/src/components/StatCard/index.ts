export { StatCard, StatGrid } from './StatCard.tsx';
export type { StatCardProps, StatGridProps, StatTone, StatTrend } from './StatCard.tsx';
