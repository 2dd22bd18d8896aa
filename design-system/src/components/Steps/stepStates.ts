/** Where a step stands: finished, the one the member is on, still to come, or failed. */
export type StepStatus = 'done' | 'current' | 'upcoming' | 'failed';

export type StepState = {
  status: StepStatus;
  /** The step the member is on (`aria-current="step"`), failed or not. */
  isCurrent: boolean;
};

/**
 * The state of each step. With `current` (the index of the step the member is on), the steps before
 * it are done and those after it upcoming; a step's own `status` wins (a failed review). Without it,
 * each step says its own status (upcoming when it does not) and the first `current` or `failed`
 * step is the current one. `current` equal to the number of steps means all are done.
 */
export function stepStates(steps: readonly { status?: StepStatus }[], current?: number): StepState[] {
  const statuses = steps.map((step, index): StepStatus => {
    if (step.status) return step.status;
    if (current === undefined) return 'upcoming';
    if (index < current) return 'done';
    return index === current ? 'current' : 'upcoming';
  });
  const currentIndex = current ?? statuses.findIndex((status) => status === 'current' || status === 'failed');
  return statuses.map((status, index) => ({ status, isCurrent: index === currentIndex }));
}
