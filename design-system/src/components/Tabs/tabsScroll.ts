/** Where a row of tabs that scrolls sideways stands (the list's own scroll numbers). */
export type RowScroll = { scrollLeft: number; clientWidth: number; scrollWidth: number };

/** Less than a pixel is rounding (zoom, fractional widths), not a hidden tab. */
const SLACK = 1;

/** Which ends of the row hide tabs, so a fade can say there is more that way. */
export function hiddenEdges({ scrollLeft, clientWidth, scrollWidth }: RowScroll): {
  start: boolean;
  end: boolean;
} {
  return {
    start: scrollLeft > SLACK,
    end: scrollLeft + clientWidth < scrollWidth - SLACK,
  };
}

/**
 * The `scrollLeft` that shows a tab (its `start` and `end` in the row's content, in px) whole and
 * clear of the fades (`margin` wide) at both ends, moving the row as little as possible; the
 * current one when the tab is already in view.
 */
export function revealScrollLeft(
  row: RowScroll,
  tab: { start: number; end: number },
  margin: number,
): number {
  const { scrollLeft, clientWidth, scrollWidth } = row;
  const room = clientWidth - 2 * margin;
  let target = scrollLeft;
  if (tab.end - tab.start > room || tab.start < scrollLeft + margin) target = tab.start - margin;
  else if (tab.end > scrollLeft + clientWidth - margin) target = tab.end - clientWidth + margin;
  return Math.min(Math.max(target, 0), Math.max(scrollWidth - clientWidth, 0));
}
