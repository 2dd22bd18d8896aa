export { Drawer, DrawerClose } from './Drawer.tsx';
export type { DrawerProps } from './Drawer.tsx';
