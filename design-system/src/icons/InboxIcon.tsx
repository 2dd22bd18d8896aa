import type { IconProps } from './iconProps.ts';
import { iconProps } from './iconProps.ts';

/** Empty tray for empty states. */
export function InboxIcon(props: IconProps) {
  return (
    <svg {...iconProps(props)}>
      <path d="M3.5 13.5l2.5-8h12l2.5 8" />
      <path d="M3.5 13.5v5h17v-5h-5a3.5 3.5 0 0 1-7 0z" />
    </svg>
  );
}
