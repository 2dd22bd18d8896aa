/** The main tabs, in the contract's order; `labelKey` is in the shell namespace. */
export const MAIN_TABS = [
  { page: 'pages/index/index', labelKey: 'tabs.home' },
  { page: 'pages/product/product', labelKey: 'tabs.product' },
  { page: 'pages/order/order', labelKey: 'tabs.order' },
  { page: 'pages/property/property', labelKey: 'tabs.property' },
  { page: 'pages/user/user', labelKey: 'tabs.user' },
] as const;

export type MainTabPage = (typeof MAIN_TABS)[number]['page'];

/** Whether a page path is one of the main tabs (the tab bar is shown there). */
export function isMainTab(pagePath: string): pagePath is MainTabPage {
  return MAIN_TABS.some((tab) => tab.page === pagePath);
}
