import type { IconProps } from './iconProps.ts';
import { iconProps } from './iconProps.ts';

/** Plain tick for checkboxes and selected options. */
export function CheckIcon(props: IconProps) {
  return (
    <svg {...iconProps(props)}>
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </svg>
  );
}
