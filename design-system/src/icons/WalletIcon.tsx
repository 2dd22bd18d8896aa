import type { IconProps } from './iconProps.ts';
import { iconProps } from './iconProps.ts';

/** Wallet (property) tab. */
export function WalletIcon(props: IconProps) {
  return (
    <svg {...iconProps(props)}>
      <path d="M4 7.5A2.5 2.5 0 0 1 6.5 5h11v3" />
      <rect x="4" y="8" width="16.5" height="11.5" rx="2" />
      <path d="M16 13.75h1.5" />
    </svg>
  );
}
