import { useEffect, useRef } from 'react';
import { socket } from '@h5/platform';

/**
 * Calls `onReviewed` when the socket says a plan of the member's was reviewed (`notice` with
 * `topic: 'plan'`), with the plan's id, for as long as the page is on screen.
 */
export function usePlanNotices(onReviewed: (planId: number) => void) {
  const latest = useRef(onReviewed);
  useEffect(() => {
    latest.current = onReviewed;
  });
  useEffect(
    () =>
      socket.on('notice', (message) => {
        if (message.topic !== 'plan') return;
        const planId = Number(message.planId);
        if (Number.isInteger(planId)) latest.current(planId);
      }),
    [],
  );
}
