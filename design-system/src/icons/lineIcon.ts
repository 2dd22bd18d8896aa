import { createElement } from 'react';
import type { IconNode, IconProps } from './iconProps.ts';

/**
 * One convention for every icon: 1em square, so it takes the size of the text around it (or of the
 * box its component gives it); lucide's stroke of 2 on its 24-unit grid, in the current colour.
 */
const LINE: IconProps = {
  viewBox: '0 0 24 24',
  width: '1em',
  height: '1em',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
};

/**
 * The component of one icon. Decorative by default (hidden from screen readers, as the text beside
 * it says what it means); given an `aria-label`, it is an image with that name.
 */
export function lineIcon(node: IconNode) {
  return function Icon(props: IconProps) {
    const labelled = props['aria-label'] !== undefined;
    return createElement(
      'svg',
      { ...LINE, role: labelled ? 'img' : undefined, 'aria-hidden': labelled ? undefined : true, ...props },
      node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes })),
    );
  };
}
