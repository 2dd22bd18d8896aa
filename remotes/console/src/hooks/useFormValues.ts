import { useState, type ChangeEvent } from 'react';

type Input = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** A form's values as strings, each field's `onChange`, and a reset. */
export function useFormValues<K extends string>(initial: Record<K, string>) {
  const [values, setValues] = useState(initial);
  return {
    values,
    setValues,
    /** Spread on a control: `{...field('amount')}`. */
    field: (key: K) => ({
      name: key,
      value: values[key],
      onChange: (event: ChangeEvent<Input>) =>
        setValues((previous) => ({ ...previous, [key]: event.target.value })),
    }),
    reset: () => setValues(initial),
  };
}
