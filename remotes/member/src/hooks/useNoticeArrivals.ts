import { useEffect, useRef } from 'react';
import { socket } from '@h5/platform';

/**
 * Calls `onArrival` when an operator publishes a notice (the socket's `notice`, sent to every open
 * app): a list of notices on screen loads again and shows it without the member reloading.
 */
export function useNoticeArrivals(onArrival: () => void): void {
  const latest = useRef(onArrival);
  useEffect(() => {
    latest.current = onArrival;
  });
  useEffect(() => socket.on('notice', () => latest.current()), []);
}
