import { BackIcon } from '@h5/design-system';
import {
  ArrowRightIcon,
  CheckIcon,
  ChevronDownIcon,
  ChevronUpIcon,
  ClockIcon,
  CloseIcon,
  MakeUpIcon,
} from '@h5/design-system/Icons';
import { createContext, useContext, useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { DayPicker } from 'react-day-picker';
import type { ChevronProps, ClassNames, DayButtonProps } from 'react-day-picker';
import { cx } from '../../utils/cx.ts';
import { dayPickerLocale } from '../../utils/dayPickerLocale.ts';
import { formatReadableDate, fromIsoDate, toIsoDate } from '../../utils/isoDate.ts';
import type { IsoDate } from '../../utils/isoDate.ts';
import { checkInStates, isActionable, LEGEND_STATES, runDates } from './checkInDays.ts';
import type { CheckInRecord, CheckInState } from './checkInDays.ts';
import styles from './CheckInCalendar.module.css';
import { useSubPathTranslation } from '../../utils/useSubPathTranslation.ts';
import { texts } from './texts.ts';

export type CheckInCalendarProps = CheckInRecord & {
  /** `month`: the weeks of a month, with arrows to the others; `run`: the programme's days 1 to `length`. */
  layout?: 'month' | 'run';
  /** How many days a `run` shows, from `start` (or today). */
  length?: number;
  /** A date in the month shown first (`month` layout; default today's month). */
  month?: IsoDate;
  /**
   * Called when today (check in) or a day that can be made up is pressed. Without it no day can be
   * pressed and the calendar only shows.
   */
  onDayPress?: (date: IsoDate, state: 'today' | 'makeUp') => void;
  /** Explains the marks under the days. */
  showLegend?: boolean;
  /** Adds rules to the root. */
  className?: string;
};

/** The state of a day; the day buttons read it (react-day-picker renders them itself). */
const StateOfDay = createContext<(date: IsoDate) => CheckInState>(() => 'outside');

const STATE_KEYS: Record<Exclude<CheckInState, 'outside'>, string> = {
  checked: 'checkInCalendar.checked',
  missed: 'checkInCalendar.missed',
  makeUp: 'checkInCalendar.makeUp',
  today: 'checkInCalendar.today',
  future: 'checkInCalendar.future',
};

const STATE_ICONS: Partial<Record<CheckInState, typeof CheckIcon>> = {
  checked: CheckIcon,
  missed: CloseIcon,
  makeUp: MakeUpIcon,
  today: ClockIcon,
};

/** The mark of a state, so no state is told by its colour alone; future and outside days have none. */
function StateIcon({ state }: { state: CheckInState }) {
  const Icon = STATE_ICONS[state];
  return Icon ? <Icon strokeWidth={2.2} className={styles.icon} /> : null;
}

/** react-day-picker's day button, drawn with the day's mark; it keeps the calendar's arrow-key focus. */
function CheckInDayButton({ day, modifiers, className, children, ...button }: DayButtonProps) {
  const stateOf = useContext(StateOfDay);
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);
  const state = stateOf(day.isoDate);
  return (
    <button ref={ref} {...button} className={cx(className, styles.cell)} data-state={state}>
      <span className={styles.number}>{children}</span>
      <StateIcon state={state} />
    </button>
  );
}

const CHEVRONS = { left: BackIcon, right: ArrowRightIcon, up: ChevronUpIcon, down: ChevronDownIcon };

function CalendarChevron({ orientation = 'left', className }: ChevronProps) {
  const Icon = CHEVRONS[orientation];
  return <Icon strokeWidth={1.8} className={className} />;
}

const monthClassNames: Partial<ClassNames> = {
  months: styles.months,
  month: styles.month,
  month_caption: styles.caption,
  caption_label: styles.captionLabel,
  button_previous: `${styles.navButton} ${styles.previous}`,
  button_next: `${styles.navButton} ${styles.next}`,
  month_grid: styles.grid,
  weekday: styles.weekday,
  day: styles.day,
  day_button: styles.dayButton,
  hidden: styles.hidden,
};

const dayComponents = { DayButton: CheckInDayButton, Chevron: CalendarChevron };

/**
 * A check-in calendar: each day shows whether it was checked in, missed (and whether it can still be
 * made up), is today or is still to come, with a mark and a spoken name besides its colour. Today
 * and the days that can be made up are buttons; a legend explains the marks.
 */
export function CheckInCalendar({
  today,
  checked,
  makeUp,
  start,
  end,
  layout = 'month',
  length = 30,
  month,
  onDayPress,
  showLegend = true,
  className,
}: CheckInCalendarProps) {
  const { t, i18n } = useSubPathTranslation(texts);
  const stateOf = checkInStates({ today, checked, makeUp, start, end });
  const stateName = (state: CheckInState) => (state === 'outside' ? '' : t(STATE_KEYS[state]));
  const press = (date: IsoDate) => {
    const state = stateOf(date);
    if (onDayPress && (state === 'today' || state === 'makeUp')) onDayPress(date, state);
  };
  const pressable = (date: IsoDate) => Boolean(onDayPress) && isActionable(stateOf(date));
  /** What a screen reader says for a day: its date and its state ("1 मार्च 2024, छूट गया"). */
  const spoken = (date: IsoDate, ...before: string[]) =>
    [...before, formatReadableDate(date, i18n.language), stateName(stateOf(date))].filter(Boolean).join(', ');

  let days: ReactNode;
  if (layout === 'run') {
    days = (
      <ol className={styles.run}>
        {runDates(start ?? today, length).map((date, index) => {
          const state = stateOf(date);
          const content = (
            <>
              <span className={styles.number} aria-hidden>
                {index + 1}
              </span>
              <StateIcon state={state} />
              <span className={styles.visuallyHidden}>
                {spoken(date, t('checkInCalendar.day', { n: index + 1 }))}
              </span>
            </>
          );
          return (
            <li key={date} className={styles.runDay}>
              {pressable(date) ? (
                <button type="button" className={styles.cell} data-state={state} onClick={() => press(date)}>
                  {content}
                </button>
              ) : (
                <span className={styles.cell} data-state={state}>
                  {content}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    );
  } else {
    days = (
      <StateOfDay.Provider value={stateOf}>
        <DayPicker
          locale={dayPickerLocale(i18n.language)}
          today={fromIsoDate(today)}
          defaultMonth={fromIsoDate(month ?? today)}
          startMonth={start ? fromIsoDate(start) : undefined}
          endMonth={end ? fromIsoDate(end) : undefined}
          navLayout="around"
          classNames={monthClassNames}
          components={dayComponents}
          onDayClick={(date) => press(toIsoDate(date))}
          disabled={(date) => !pressable(toIsoDate(date))}
          labels={{ labelDayButton: (date) => spoken(toIsoDate(date)) }}
        />
      </StateOfDay.Provider>
    );
  }

  return (
    <div className={cx(styles.calendar, className)}>
      {days}
      {showLegend && (
        <ul className={styles.legend} aria-label={t('checkInCalendar.legend')}>
          {LEGEND_STATES.map((state) => (
            <li key={state} className={styles.legendItem}>
              <span className={cx(styles.cell, styles.swatch)} data-state={state} aria-hidden>
                <StateIcon state={state} />
              </span>
              {stateName(state)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
