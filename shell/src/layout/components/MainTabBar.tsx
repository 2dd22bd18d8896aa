import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FundIcon, HomeIcon, OrderIcon, TabBar, UserIcon, WalletIcon } from '@h5/design-system';
import { navigation } from '@h5/platform';
import { SHELL_NS } from '../../i18n/registerShellTranslations.ts';
import { MAIN_TABS, type MainTabPage } from '../../routing/utils/mainTabs.ts';

const TAB_ICONS: Record<MainTabPage, ReactNode> = {
  'pages/index/index': <HomeIcon />,
  'pages/product/product': <FundIcon />,
  'pages/order/order': <OrderIcon />,
  'pages/property/property': <WalletIcon />,
  'pages/user/user': <UserIcon />,
};

/** The five main tabs; switching resets the history to the chosen tab. */
export function MainTabBar({ activePage }: { activePage: MainTabPage }) {
  const { t } = useTranslation(SHELL_NS);
  const items = MAIN_TABS.map((tab) => ({
    key: tab.page,
    label: t(tab.labelKey),
    icon: TAB_ICONS[tab.page],
  }));
  return <TabBar items={items} activeKey={activePage} onChange={(page) => navigation.switchTab(page)} />;
}
