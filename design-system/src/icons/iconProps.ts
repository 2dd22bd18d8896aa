import type { SVGProps } from 'react';

/** What every icon takes: the attributes of its `<svg>` (`className`, `style`, `aria-label` …). */
export type IconProps = SVGProps<SVGSVGElement>;

/** A drawing on lucide's 24-unit grid: its elements and their attributes, in paint order. */
export type IconNode = readonly (readonly [
  tag: 'path' | 'circle' | 'rect' | 'line' | 'ellipse' | 'polyline' | 'polygon',
  attributes: Readonly<Record<string, string>>,
])[];
