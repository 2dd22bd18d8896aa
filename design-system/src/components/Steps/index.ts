export { Steps } from './Steps.tsx';
export type { StepItem, StepsProps } from './Steps.tsx';
export { stepStates } from './stepStates.ts';
export type { StepState, StepStatus } from './stepStates.ts';
