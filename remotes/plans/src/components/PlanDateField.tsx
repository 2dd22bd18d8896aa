import { useEffect, useId, useRef, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { CalendarIcon } from '@h5/design-system/Icons';
import { Field } from '@h5/design-system/Field';
import type { DateFieldProps } from '@h5/design-system/DatePicker';
import styles from './plans.module.css';

// The date field's calendar (react-day-picker in a sheet, some 34 KB gzipped) comes when the member
// goes to the date, not with the form: until then a plain field of the same look stands in.
let loaded: ComponentType<DateFieldProps> | null = null;
const loadDateField = () =>
  import('@h5/design-system/DatePicker').then((module) => {
    loaded = module.DateField;
    return module.DateField;
  });

type Props = {
  label: ReactNode;
  value: string;
  max: string;
  today: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  placeholder: string;
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The plan's date: the design system's `DateField` (typed or chosen on a calendar, nothing after
 * `max`), loaded on the first touch or focus, or at once when the draft has a date. The stand-in
 * stays until the code is there; a whole date typed in it meanwhile is kept, and the focus moves to
 * the real field.
 */
export function PlanDateField({ label, value, max, today, onChange, error, placeholder }: Props) {
  const id = `plan-date-${useId()}`;
  const [DateField, setDateField] = useState<ComponentType<DateFieldProps> | null>(() => loaded);
  const [typed, setTyped] = useState(value);
  const hadFocus = useRef(false);

  const load = () => {
    if (DateField) return;
    loadDateField().then(
      (component) => setDateField(() => component),
      () => undefined,
    );
  };

  // A date already in the draft (back from the place pages, a reload) brings the real field at once.
  const hasValue = value !== '';
  useEffect(() => {
    if (hasValue && !DateField) load();
  });

  // Once the real field replaced a focused stand-in, the focus goes to its input (the same id).
  useEffect(() => {
    if (DateField && hadFocus.current) {
      hadFocus.current = false;
      document.getElementById(id)?.focus();
    }
  }, [DateField, id]);

  if (DateField)
    return (
      <DateField
        id={id}
        label={label}
        value={value}
        max={max}
        today={today}
        name="date"
        onChange={onChange}
        error={error}
      />
    );
  return (
    <Field
      id={id}
      label={label}
      value={typed}
      placeholder={placeholder}
      inputMode="numeric"
      error={error}
      suffix={
        // Drawn as the real field's calendar button; a tap on it focuses the input, which loads the field.
        <label htmlFor={id} className={styles.dateIcon} aria-hidden="true">
          <CalendarIcon strokeWidth={1.8} />
        </label>
      }
      onPointerDown={load}
      onFocus={() => {
        hadFocus.current = true;
        load();
      }}
      onBlur={() => {
        hadFocus.current = false;
      }}
      onChange={(event) => {
        setTyped(event.target.value);
        if (ISO_DATE.test(event.target.value)) onChange(event.target.value);
      }}
    />
  );
}
