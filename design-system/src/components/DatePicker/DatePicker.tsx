import { useState } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { DayPicker } from 'react-day-picker';
import type { ChevronProps, ClassNames, Matcher } from 'react-day-picker';
import { BackIcon, Button } from '@h5/design-system';
import { ArrowRightIcon, ChevronDownIcon, ChevronUpIcon } from '@h5/design-system/Icons';
import { BottomSheet } from '@h5/design-system/BottomSheet';
import { dayPickerLocale } from '../../utils/dayPickerLocale.ts';
import { formatReadableDate, fromIsoDate, isIsoDate, todayIso, toIsoDate } from '../../utils/isoDate.ts';
import type { IsoDate } from '../../utils/isoDate.ts';
import { clampDate, isDateAllowed } from './dateRules.ts';
import styles from './DatePicker.module.css';
import { useSubPathTranslation } from '../../utils/useSubPathTranslation.ts';
import { texts } from './texts.ts';

export type DatePickerProps = {
  /** Whether the sheet is shown. Leave it out (with `trigger`) and the picker keeps its own state. */
  open?: boolean;
  /** Called when the sheet opens or closes; choosing a day closes it. */
  onOpenChange?: (open: boolean) => void;
  /** The button that opens the sheet; it gets the focus back when the sheet closes. */
  trigger?: ReactElement;
  /** The sheet's heading (default: the localized "Choose a date"). */
  title?: ReactNode;
  /** The chosen date, `YYYY-MM-DD`; the calendar opens on its month (else on today's). */
  value?: IsoDate | '';
  /** Called with the chosen date, `YYYY-MM-DD`. */
  onChange: (value: IsoDate) => void;
  /** The earliest date that can be chosen, `YYYY-MM-DD`. */
  min?: IsoDate;
  /** The latest date that can be chosen, `YYYY-MM-DD`: today for a date that may not be in the future. */
  max?: IsoDate;
  /** Today, `YYYY-MM-DD` (default: today on the device); marked in the calendar, chosen by "Today". */
  today?: IsoDate;
};

const calendarClassNames: Partial<ClassNames> = {
  root: styles.calendar,
  months: styles.months,
  month: styles.month,
  month_caption: styles.caption,
  caption_label: styles.captionLabel,
  dropdowns: styles.dropdowns,
  dropdown_root: styles.dropdownRoot,
  dropdown: styles.dropdown,
  button_previous: `${styles.navButton} ${styles.previous}`,
  button_next: `${styles.navButton} ${styles.next}`,
  chevron: styles.chevron,
  month_grid: styles.grid,
  weekday: styles.weekday,
  day: styles.day,
  day_button: styles.dayButton,
  selected: styles.selected,
  today: styles.today,
  disabled: styles.disabled,
  hidden: styles.hidden,
};

const CHEVRONS = { left: BackIcon, right: ArrowRightIcon, up: ChevronUpIcon, down: ChevronDownIcon };

/** The calendar's arrows, drawn like the design system's other line icons. */
function CalendarChevron({ orientation = 'left', className }: ChevronProps) {
  const Icon = CHEVRONS[orientation];
  return <Icon strokeWidth={1.8} className={className} />;
}

const calendarComponents = { Chevron: CalendarChevron };

/**
 * A month calendar in a `BottomSheet` (react-day-picker): month and weekday names and the first day
 * of the week follow the current language, days outside `min`–`max` cannot be chosen, "Today" is a
 * shortcut. Choosing a day closes the sheet.
 */
export function DatePicker({
  open,
  onOpenChange,
  trigger,
  title,
  value = '',
  onChange,
  min,
  max,
  today = todayIso(),
}: DatePickerProps) {
  const { t } = useSubPathTranslation(texts);
  const [ownOpen, setOwnOpen] = useState(false);
  const setShown = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  const choose = (date: IsoDate) => {
    onChange(date);
    setShown(false);
  };
  return (
    <BottomSheet
      open={open ?? ownOpen}
      onOpenChange={setShown}
      trigger={trigger}
      title={title ?? t('datePicker.title')}
      footer={
        <Button
          variant="secondary"
          block
          disabled={!isDateAllowed(today, { min, max })}
          onClick={() => choose(today)}
        >
          {t('datePicker.today')}
        </Button>
      }
    >
      <MonthCalendar value={value} min={min} max={max} today={today} onChoose={choose} />
    </BottomSheet>
  );
}

type MonthCalendarProps = {
  value: IsoDate | '';
  min: IsoDate | undefined;
  max: IsoDate | undefined;
  today: IsoDate;
  onChoose: (date: IsoDate) => void;
};

/** The month grid; mounted each time the sheet opens, so it opens on the chosen (or today's) month. */
function MonthCalendar({ value, min, max, today, onChoose }: MonthCalendarProps) {
  const { i18n } = useSubPathTranslation(texts);
  const bounds = { min, max };
  const selected = isIsoDate(value) ? fromIsoDate(value) : undefined;
  const [openingMonth] = useState(() => fromIsoDate(clampDate(selected ? value : today, bounds)));
  const todayDate = fromIsoDate(today)!;
  const minDate = min ? fromIsoDate(min) : undefined;
  const maxDate = max ? fromIsoDate(max) : undefined;
  const disabled: Matcher[] = [];
  if (minDate) disabled.push({ before: minDate });
  if (maxDate) disabled.push({ after: maxDate });
  return (
    <DayPicker
      mode="single"
      required
      selected={selected}
      onSelect={(date) => onChoose(toIsoDate(date))}
      defaultMonth={openingMonth}
      today={todayDate}
      disabled={disabled}
      // Month and year menus reach a birth date a lifetime back; without bounds, ten years ahead.
      startMonth={minDate ?? new Date(todayDate.getFullYear() - 100, 0, 1)}
      endMonth={maxDate ?? new Date(todayDate.getFullYear() + 10, 11, 31)}
      captionLayout="dropdown"
      navLayout="around"
      locale={dayPickerLocale(i18n.language)}
      autoFocus
      classNames={calendarClassNames}
      components={calendarComponents}
      footer={<BoundsHint min={min} max={max} today={today} />}
    />
  );
}

type BoundsHintProps = Pick<MonthCalendarProps, 'min' | 'max' | 'today'>;

/** Says which days can be chosen, so a greyed-out day is not the only sign of the rule. */
function BoundsHint({ min, max, today }: BoundsHintProps) {
  const { t, i18n } = useSubPathTranslation(texts);
  const readable = (date: IsoDate) => formatReadableDate(date, i18n.language);
  if (max === today && !min) return t('datePicker.upToToday');
  if (min && max) return t('datePicker.between', { from: readable(min), to: readable(max) });
  if (max) return t('datePicker.upTo', { date: readable(max) });
  if (min) return t('datePicker.from', { date: readable(min) });
  return null;
}
