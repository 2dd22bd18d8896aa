import type { MouseEvent, ReactNode } from 'react';
import { navigation, toRoutePath } from '@h5/platform';

type Props = { page: string; className?: string; children: ReactNode; testId?: string };

/**
 * A link to another page that opens it through the platform's navigation (so "back" returns here),
 * with a real address for the browser's own gestures (open in a new tab, copy the link).
 */
export function PageLink({ page, className, children, testId }: Props) {
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    event.preventDefault();
    navigation.navigate(page);
  };
  return (
    <a href={`#${toRoutePath(page)}`} className={className} onClick={open} data-testid={testId}>
      {children}
    </a>
  );
}
