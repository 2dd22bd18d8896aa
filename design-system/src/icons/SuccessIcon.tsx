import type { IconProps } from './iconProps.ts';
import { iconProps } from './iconProps.ts';

/** Tick in a circle for success toasts. */
export function SuccessIcon(props: IconProps) {
  return (
    <svg {...iconProps(props)}>
      <circle cx="12" cy="12" r="9" />
      <path d="M8 12.5l2.8 2.8L16.5 9.5" />
    </svg>
  );
}
