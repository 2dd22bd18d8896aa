import type { IconProps } from './iconProps.ts';
import { iconProps } from './iconProps.ts';

/** Funds tab: a rising chart. */
export function FundIcon(props: IconProps) {
  return (
    <svg {...iconProps(props)}>
      <path d="M3.5 20.5h17" />
      <path d="M5 16l4.5-5 3.5 3 6-7" />
      <path d="M15 7h4v4" />
    </svg>
  );
}
