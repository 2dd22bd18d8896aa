import type { ComponentType } from 'react';
import type { IconProps } from '../../icons/iconProps.ts';

export type LineIconProps = Omit<IconProps, 'width' | 'height' | 'aria-label'> & {
  /** The icon to draw: a component of the design system's set (`SettingsIcon`, `DepositIcon` …). */
  icon: ComponentType<IconProps>;
  /** Edge in CSS pixels: 24 in tiles and bars, 20 in cells and menus, 16 beside a line of text. */
  size?: 16 | 20 | 24;
  /**
   * What the icon means, for an icon that stands alone; it is then an image with this name. Leave it
   * out when text beside the icon says the same: the icon is hidden from screen readers.
   */
  label?: string;
};

/**
 * An icon of the set at one of the standard sizes, in the colour of the text around it: for slots
 * that do not size their icon themselves (a cell's icon, a menu).
 */
export function LineIcon({ icon: Icon, size = 24, label, ...rest }: LineIconProps) {
  return <Icon {...rest} width={size} height={size} aria-label={label} />;
}
