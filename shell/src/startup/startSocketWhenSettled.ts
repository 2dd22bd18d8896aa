import { socket } from '@h5/platform';
import { whenFirstScreenSettled } from './whenFirstScreenSettled.ts';

/**
 * Opens the socket (and loads its client library) once the first page is on screen, its data has
 * arrived and the browser is idle: chat is never what a member opens the app for, and the first
 * screen should not share the network with it.
 */
export async function startSocketWhenSettled(): Promise<void> {
  await whenFirstScreenSettled();
  socket.start();
}
