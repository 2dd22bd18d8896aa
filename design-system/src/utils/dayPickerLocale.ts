import { enUS } from 'react-day-picker/locale/en-US';
import { hi } from 'react-day-picker/locale/hi';
import { zhCN } from 'react-day-picker/locale/zh-CN';
import type { DayPickerLocale } from 'react-day-picker/locale';

/**
 * react-day-picker's locale for an i18next language (`hi-in`, `en-us`, `zh-cn`): month and weekday
 * names, the first day of the week (Sunday in India and the United States, Monday in China) and the
 * screen-reader labels of the calendar, all in that language. Anything else reads as English.
 */
export function dayPickerLocale(language: string): DayPickerLocale {
  const lang = language.toLowerCase();
  if (lang.startsWith('hi')) return hi;
  if (lang.startsWith('zh')) return zhCN;
  return enUS;
}
