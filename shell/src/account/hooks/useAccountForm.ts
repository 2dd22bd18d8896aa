import { useState } from 'react';
import { useFieldErrors } from './useFieldErrors.ts';
import { useSubmit } from './useSubmit.ts';

/**
 * A form's values, its fields' inline messages and its one-at-a-time submit. `edit` changes a
 * value and clears that field's message; `check` records the problems found and tells whether
 * the form may be sent.
 */
export function useAccountForm<V extends Record<string, string>, F extends string = Extract<keyof V, string>>(
  initial: V,
) {
  const [form, setForm] = useState(initial);
  const { check, clear, errorOf } = useFieldErrors<F>();
  const [busy, run] = useSubmit();
  const edit = (field: Extract<keyof V, string>, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    clear(field as string as F);
  };
  return { form, edit, check, errorOf, busy, run };
}
