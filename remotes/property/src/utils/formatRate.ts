/** A published rate as an operator set it: "83.250000" → "83.25", "80.000000" → "80". */
export const formatRate = (decimal: string) =>
  decimal.includes('.') ? decimal.replace(/0+$/, '').replace(/\.$/, '') : decimal;
