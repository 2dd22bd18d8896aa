import type { IconProps } from './iconProps.ts';
import { iconProps } from './iconProps.ts';

/** Profile tab. */
export function UserIcon(props: IconProps) {
  return (
    <svg {...iconProps(props)}>
      <circle cx="12" cy="8.5" r="4" />
      <path d="M4.5 20.5c1-3.8 4-5.5 7.5-5.5s6.5 1.7 7.5 5.5" />
    </svg>
  );
}
