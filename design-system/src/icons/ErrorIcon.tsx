import type { IconProps } from './iconProps.ts';
import { iconProps } from './iconProps.ts';

/** Cross in a circle for error toasts and states. */
export function ErrorIcon(props: IconProps) {
  return (
    <svg {...iconProps(props)}>
      <circle cx="12" cy="12" r="9" />
      <path d="M9 9l6 6M15 9l-6 6" />
    </svg>
  );
}
