// `@h5/design-system`: what the shell's chrome and the home tab render, shared as one singleton and
// part of the first load. Every other component is a sub-path of its own (`@h5/design-system/Field`,
// see package.json `exports`), shared per sub-path and loaded with the first page that imports it.
// Import '@h5/design-system/tokens.css' once at the root.

export { NavBar } from './components/NavBar/NavBar.tsx';
export type { NavBarProps } from './components/NavBar/NavBar.tsx';
export { TabBar } from './components/TabBar/TabBar.tsx';
export type { TabBadge, TabBarItem, TabBarProps } from './components/TabBar/TabBar.tsx';
export { Button } from './components/Button/Button.tsx';
export type { ButtonProps, ButtonSize, ButtonVariant } from './components/Button/Button.tsx';
export { EntryGrid } from './components/EntryGrid/EntryGrid.tsx';
export type { EntryGridItem, EntryGridProps } from './components/EntryGrid/EntryGrid.tsx';
export { LineIcon } from './components/LineIcon/LineIcon.tsx';

export { toast } from './components/Toast/toast.ts';
export { Toaster } from './components/Toast/Toaster.tsx';
export { ToastView } from './components/Toast/ToastView.tsx';
export type { ToastViewProps } from './components/Toast/ToastView.tsx';
export { TOAST_DURATION, toastDuration } from './components/Toast/toastDuration.ts';
export type { ToastIcon } from './components/Toast/toastDuration.ts';
export type { ToastOptions, ToastState } from './components/Toast/toastStore.ts';

export { showAlert } from './components/AlertDialog/showAlert.ts';
export { showConfirm } from './components/AlertDialog/showConfirm.ts';
export { AlertHost } from './components/AlertDialog/AlertHost.tsx';
export type { AlertOptions, ConfirmOptions, ConfirmTone } from './components/AlertDialog/alertStore.ts';

export { Empty } from './components/Empty/Empty.tsx';
export type { EmptyProps } from './components/Empty/Empty.tsx';
export { ErrorState } from './components/ErrorState/ErrorState.tsx';
export type { ErrorStateProps } from './components/ErrorState/ErrorState.tsx';
export { Skeleton } from './components/Skeleton/Skeleton.tsx';
export type { SkeletonProps } from './components/Skeleton/Skeleton.tsx';

export { formatDate, formatRelativeTime } from './utils/formatRelativeTime.ts';
export type { Translate } from './utils/formatRelativeTime.ts';

export {
  DS_NAMESPACE,
  designSystemTranslations,
  type DesignSystemLang,
  registerDesignSystemTranslations,
} from './i18n/registerDesignSystemTranslations.ts';

// The icons of the first screen: the root's components, the shell's tab bar and the home tab's
// entries (`root` in icons/iconSet.ts). The others are `@h5/design-system/Icons`.
export { BackIcon } from './icons/BackIcon.tsx';
export { ChallengeIcon } from './icons/ChallengeIcon.tsx';
export { CheckInIcon } from './icons/CheckInIcon.tsx';
export { CloudOffIcon } from './icons/CloudOffIcon.tsx';
export { DepositIcon } from './icons/DepositIcon.tsx';
export { ErrorIcon } from './icons/ErrorIcon.tsx';
export { FundIcon } from './icons/FundIcon.tsx';
export { HomeIcon } from './icons/HomeIcon.tsx';
export { InboxIcon } from './icons/InboxIcon.tsx';
export { InviteIcon } from './icons/InviteIcon.tsx';
export { OrderIcon } from './icons/OrderIcon.tsx';
export { RankingIcon } from './icons/RankingIcon.tsx';
export { SpinnerIcon } from './icons/SpinnerIcon.tsx';
export { SuccessIcon } from './icons/SuccessIcon.tsx';
export { TeamIcon } from './icons/TeamIcon.tsx';
export { UserIcon } from './icons/UserIcon.tsx';
export { VipIcon } from './icons/VipIcon.tsx';
export { WalletIcon } from './icons/WalletIcon.tsx';
export type { IconProps } from './icons/iconProps.ts';
