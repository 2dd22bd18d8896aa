import type { IconProps } from './iconProps.ts';
import { iconProps } from './iconProps.ts';

/** Left chevron for the navigation bar's back button. */
export function BackIcon(props: IconProps) {
  return (
    <svg {...iconProps(props)}>
      <path d="M15 5l-7 7 7 7" />
    </svg>
  );
}
