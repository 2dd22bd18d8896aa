import type { SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement>;

/** Shared attributes of the line icons: 24-unit grid, 1em square, current colour, hidden from readers. */
export function iconProps(props: IconProps): IconProps {
  return {
    viewBox: '0 0 24 24',
    width: '1em',
    height: '1em',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 1.8,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
    'aria-hidden': true,
    focusable: false,
    ...props,
  };
}
