import type { ComponentType } from 'react';
import { type IconProps, LineIcon } from '@h5/design-system';
import {
  ChatIcon,
  CommentIcon,
  InfoIcon,
  LanguageIcon,
  SecurityIcon,
  SettingsIcon,
  VersionIcon,
} from '@h5/design-system/Icons';

type MenuIconName = 'language' | 'settings' | 'security' | 'about' | 'version' | 'service' | 'chat';

const ICONS: Record<MenuIconName, ComponentType<IconProps>> = {
  language: LanguageIcon,
  settings: SettingsIcon,
  security: SecurityIcon,
  about: InfoIcon,
  version: VersionIcon,
  service: CommentIcon,
  chat: ChatIcon,
};

type Props = { name: MenuIconName };

/** The user tab's menu cells' icons, 20 px: icons of the design system's set. */
export function MenuIcon({ name }: Props) {
  return <LineIcon icon={ICONS[name]} size={20} />;
}
