import type { IconProps } from './iconProps.ts';
import { iconProps } from './iconProps.ts';

/** Right chevron at the end of a clickable cell. */
export function ArrowRightIcon(props: IconProps) {
  return (
    <svg {...iconProps(props)}>
      <path d="M9 5l7 7-7 7" />
    </svg>
  );
}
