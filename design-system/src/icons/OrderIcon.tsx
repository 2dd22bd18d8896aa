import type { IconProps } from './iconProps.ts';
import { iconProps } from './iconProps.ts';

/** Orders tab: a list. */
export function OrderIcon(props: IconProps) {
  return (
    <svg {...iconProps(props)}>
      <rect x="4.5" y="3.5" width="15" height="17" rx="2" />
      <path d="M8.5 8.5h7M8.5 12h7M8.5 15.5h4" />
    </svg>
  );
}
