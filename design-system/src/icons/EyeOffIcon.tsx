import type { IconProps } from './iconProps.ts';
import { iconProps } from './iconProps.ts';

/** Crossed-out eye: hides revealed text again. */
export function EyeOffIcon(props: IconProps) {
  return (
    <svg {...iconProps(props)}>
      <path d="M6.6 6.9C3.9 8.6 2.5 12 2.5 12s3.5 6.5 9.5 6.5c1.9 0 3.5-.6 4.9-1.5M10 5.7c.6-.1 1.3-.2 2-.2 6 0 9.5 6.5 9.5 6.5s-.8 1.5-2.3 3.1" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
      <path d="M3.5 3.5l17 17" />
    </svg>
  );
}
