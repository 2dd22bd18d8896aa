import { useEffect } from 'react';

let shown = false;
let markShown: () => void = () => undefined;
const firstPageShown = new Promise<void>((resolve) => {
  markShown = () => {
    shown = true;
    resolve();
  };
});

/** Whether the first page has shown its content. */
export function isFirstPageShown(): boolean {
  return shown;
}

/** Resolves once the first page (not the splash) has its content on screen. */
export function whenFirstPageShown(): Promise<void> {
  return firstPageShown;
}

/**
 * Tells that a page's content is on screen. Call it in the component that renders the page's
 * content: its effect runs after those of the page's own components, so their first API calls
 * have already started.
 */
export function usePageShown(): void {
  useEffect(() => markShown(), []);
}
