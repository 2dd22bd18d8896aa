import type { IconProps } from './iconProps.ts';
import { iconProps } from './iconProps.ts';

/** Broken connection for error states. */
export function CloudOffIcon(props: IconProps) {
  return (
    <svg {...iconProps(props)}>
      <path d="M7 18.5h10a4 4 0 0 0 .8-7.9A6 6 0 0 0 6.3 9.3 4.6 4.6 0 0 0 7 18.5z" />
      <path d="M4 4l16 16" />
    </svg>
  );
}
