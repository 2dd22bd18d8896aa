// Public API of @h5/design-system. Import '@h5/design-system/tokens.css' once at the root.

export { NavBar } from './components/NavBar/NavBar.tsx';
export type { NavBarProps } from './components/NavBar/NavBar.tsx';
export { TabBar } from './components/TabBar/TabBar.tsx';
export type { TabBarItem, TabBarProps } from './components/TabBar/TabBar.tsx';
export { Button } from './components/Button/Button.tsx';
export type { ButtonProps, ButtonSize, ButtonVariant } from './components/Button/Button.tsx';
export { EntryGrid } from './components/EntryGrid/EntryGrid.tsx';
export { FigureCard } from './components/FigureCard/FigureCard.tsx';
export type { FigureCardFact, FigureCardProps } from './components/FigureCard/FigureCard.tsx';
export type { EntryGridItem, EntryGridProps } from './components/EntryGrid/EntryGrid.tsx';
export { LineIcon } from './components/LineIcon/LineIcon.tsx';
export { Cell } from './components/Cell/Cell.tsx';
export type { CellProps } from './components/Cell/Cell.tsx';
export { CellGroup } from './components/Cell/CellGroup.tsx';
export type { CellGroupProps } from './components/Cell/CellGroup.tsx';
export { Field } from './components/Field/Field.tsx';
export type { FieldProps } from './components/Field/Field.tsx';
export { PasswordField } from './components/PasswordField/PasswordField.tsx';
export type { PasswordFieldProps } from './components/PasswordField/PasswordField.tsx';
export { PasscodeInput } from './components/PasscodeInput/PasscodeInput.tsx';
export type { PasscodeInputProps } from './components/PasscodeInput/PasscodeInput.tsx';
export { toPasscode } from './components/PasscodeInput/passcode.ts';
export { CodeButton } from './components/CodeButton/CodeButton.tsx';
export type { CodeButtonProps } from './components/CodeButton/CodeButton.tsx';
export { Checkbox } from './components/Checkbox/Checkbox.tsx';
export type { CheckboxProps } from './components/Checkbox/Checkbox.tsx';
export { LazyTabs as Tabs } from './components/Tabs/LazyTabs.tsx';
export type { TabItem, TabsProps } from './components/Tabs/Tabs.tsx';
export { Uploader } from './components/Uploader/Uploader.tsx';
export type { UploaderProps } from './components/Uploader/Uploader.tsx';
export { DEFAULT_MAX_BYTES } from './components/Uploader/uploadRules.ts';

export { toast } from './components/Toast/toast.ts';
export { Toaster } from './components/Toast/Toaster.tsx';
export { ToastView } from './components/Toast/ToastView.tsx';
export type { ToastViewProps } from './components/Toast/ToastView.tsx';
export { TOAST_DURATION, toastDuration } from './components/Toast/toastDuration.ts';
export type { ToastIcon } from './components/Toast/toastDuration.ts';
export type { ToastOptions, ToastState } from './components/Toast/toastStore.ts';

export { showAlert } from './components/AlertDialog/showAlert.ts';
export { AlertHost } from './components/AlertDialog/AlertHost.tsx';
export type { AlertOptions } from './components/AlertDialog/alertStore.ts';

export { PagedList } from './components/PagedList/PagedList.tsx';
export type { PagedListProps } from './components/PagedList/PagedList.tsx';
export { listStatus } from './components/PagedList/listStatus.ts';
export type { ListStatus } from './components/PagedList/listStatus.ts';

export { Empty } from './components/Empty/Empty.tsx';
export type { EmptyProps } from './components/Empty/Empty.tsx';
export { ErrorState } from './components/ErrorState/ErrorState.tsx';
export type { ErrorStateProps } from './components/ErrorState/ErrorState.tsx';
export { Skeleton } from './components/Skeleton/Skeleton.tsx';
export type { SkeletonProps } from './components/Skeleton/Skeleton.tsx';

export { ProgressBar } from './components/ProgressBar/ProgressBar.tsx';
export type { ProgressBarProps, ProgressBarTone } from './components/ProgressBar/ProgressBar.tsx';
export { LineChart } from './components/LineChart/LineChart.tsx';
export type { ChartPoint, LineChartProps, LineChartTone } from './components/LineChart/lineChartTypes.ts';

export { Amount } from './components/Amount/Amount.tsx';
export type { AmountProps } from './components/Amount/Amount.tsx';
export { formatInr, INVALID_AMOUNT } from './utils/formatInr.ts';
export type { FormatAmountOptions } from './utils/formatInr.ts';
export { formatUsdt } from './utils/formatUsdt.ts';
export { formatDate, formatRelativeTime } from './utils/formatRelativeTime.ts';
export type { Translate } from './utils/formatRelativeTime.ts';

export {
  DS_NAMESPACE,
  designSystemTranslations,
  type DesignSystemLang,
  registerDesignSystemTranslations,
} from './i18n/registerDesignSystemTranslations.ts';

export { ArrowRightIcon } from './icons/ArrowRightIcon.tsx';
export { BackIcon } from './icons/BackIcon.tsx';
export { CheckIcon } from './icons/CheckIcon.tsx';
export { CloudOffIcon } from './icons/CloudOffIcon.tsx';
export { ErrorIcon } from './icons/ErrorIcon.tsx';
export { EyeIcon } from './icons/EyeIcon.tsx';
export { EyeOffIcon } from './icons/EyeOffIcon.tsx';
export { FundIcon } from './icons/FundIcon.tsx';
export { HomeIcon } from './icons/HomeIcon.tsx';
export { InboxIcon } from './icons/InboxIcon.tsx';
export { OrderIcon } from './icons/OrderIcon.tsx';
export { PlusIcon } from './icons/PlusIcon.tsx';
export { SpinnerIcon } from './icons/SpinnerIcon.tsx';
export { SuccessIcon } from './icons/SuccessIcon.tsx';
export { UserIcon } from './icons/UserIcon.tsx';
export { WalletIcon } from './icons/WalletIcon.tsx';
export type { IconProps } from './icons/iconProps.ts';
