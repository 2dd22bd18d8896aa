// `@h5/design-system/Amount`: money as the API sends it (decimal strings), shown or formatted.
export { Amount } from './Amount.tsx';
export type { AmountProps } from './Amount.tsx';
export { formatInr, INVALID_AMOUNT } from '../../utils/formatInr.ts';
export type { FormatAmountOptions } from '../../utils/formatInr.ts';
export { formatUsdt } from '../../utils/formatUsdt.ts';
export { formatUsdtBalance, USDT_BALANCE_DECIMALS, USDT_DECIMALS } from '../../utils/formatUsdt.ts';
export type { FormatUsdtOptions, UsdtBalanceText } from '../../utils/formatUsdt.ts';
