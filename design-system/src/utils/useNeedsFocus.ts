import { useEffect, useState } from 'react';

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

/**
 * Whether the keyboard needs a scrolling element itself to be focusable to scroll it: its content
 * is taller than it and holds nothing focusable (focusing a control scrolls to it). Kept up as
 * either changes size. The body of a sheet or a drawer gets `tabIndex={0}` while this is true.
 */
export function useNeedsFocus(element: HTMLElement | null): boolean {
  const [needsFocus, setNeedsFocus] = useState(false);
  useEffect(() => {
    if (!element) return;
    const measure = () =>
      setNeedsFocus(element.scrollHeight > element.clientHeight && !element.querySelector(FOCUSABLE));
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, [element]);
  return needsFocus;
}
