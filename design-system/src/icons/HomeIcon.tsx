import type { IconProps } from './iconProps.ts';
import { iconProps } from './iconProps.ts';

/** Home tab. */
export function HomeIcon(props: IconProps) {
  return (
    <svg {...iconProps(props)}>
      <path d="M3.5 10.5L12 3.5l8.5 7" />
      <path d="M5.5 9v10.5h13V9" />
      <path d="M10 19.5v-5h4v5" />
    </svg>
  );
}
