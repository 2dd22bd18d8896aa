/** The design tokens a chart draws with, read from `tokens.css` (SVG attributes cannot use var()). */
export type ChartTokens = {
  primary: string;
  success: string;
  danger: string;
  text: string;
  textSecondary: string;
  textTertiary: string;
  surface: string;
  border: string;
  divider: string;
  fontFamily: string;
  fontSizeXs: string;
  fontSizeSm: string;
};

const NAMES: Record<keyof ChartTokens, string> = {
  primary: '--colour-primary',
  success: '--colour-success',
  danger: '--colour-danger',
  text: '--colour-text',
  textSecondary: '--colour-text-secondary',
  textTertiary: '--colour-text-tertiary',
  surface: '--colour-surface',
  border: '--colour-border',
  divider: '--colour-divider',
  fontFamily: '--font-family',
  fontSizeXs: '--font-size-xs',
  fontSizeSm: '--font-size-sm',
};

/** The current values of the chart's tokens on `element` (the document root by default). */
export function readChartTokens(element: Element = document.documentElement): ChartTokens {
  const style = getComputedStyle(element);
  return Object.fromEntries(
    Object.entries(NAMES).map(([key, name]) => [key, style.getPropertyValue(name).trim()]),
  ) as ChartTokens;
}
