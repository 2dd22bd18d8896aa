import { lazy, Suspense, useState } from 'react';
import type { PasswordSheetProps } from '@h5/design-system/PasswordSheet';

// The sheet (and the dialog under it) is a tenth of the market's code: it is fetched when the
// member starts to ask for something, not with the page.
const loadSheet = () => import('@h5/design-system/PasswordSheet');
const PasswordSheet = lazy(() => loadSheet().then((module) => ({ default: module.PasswordSheet })));

/** Starts fetching the confirmation sheet's code (the member has begun typing an amount). */
export function preloadConfirmSheet(): void {
  loadSheet().catch(() => undefined);
}

/**
 * The design system's `PasswordSheet`, drawn from the first time it opens (its code arrives then,
 * if `preloadConfirmSheet` has not already fetched it).
 */
export function ConfirmSheet(props: PasswordSheetProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <PasswordSheet {...props} />
    </Suspense>
  );
}
