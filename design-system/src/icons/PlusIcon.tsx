import type { IconProps } from './iconProps.ts';
import { iconProps } from './iconProps.ts';

/** Plus sign for "add" and "upload" tiles. */
export function PlusIcon(props: IconProps) {
  return (
    <svg {...iconProps(props)}>
      <path d="M12 5v14M5 12h14" />
    </svg>
  );
}
