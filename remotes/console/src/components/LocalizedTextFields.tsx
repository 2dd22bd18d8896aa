import type { ChangeEvent } from 'react';
import { FormRow, FormSection } from '@h5/design-system/FormLayout';
import { LANGS, type Lang } from '@h5/platform';
import type { LocalizedTexts } from '@h5/api/contract/fund';
import { useConsoleTranslation } from '../i18n/consoleTranslations.ts';

/** A product's name and description in one language, as form keys (`name.hi-in`). */
export type TextKey = `name.${Lang}` | `description.${Lang}`;

/** The form values of a product's texts: its own, or empty for a new one. */
export function textValues(item: { name: LocalizedTexts; description: LocalizedTexts } | null) {
  const texts = (part: 'name' | 'description') =>
    Object.fromEntries(LANGS.map((lang) => [`${part}.${lang}`, item?.[part][lang] ?? '']));
  return { ...texts('name'), ...texts('description') } as Record<TextKey, string>;
}

/**
 * A form's values as the API reads them: trimmed, nested fields as `name[hi-in]=…`, without the
 * keys in `omit` (terms that can no longer change).
 */
export function formBody(values: Record<string, string>, omit: readonly string[] = []) {
  return Object.fromEntries(
    Object.entries(values)
      .filter(([key]) => !omit.includes(key))
      .map(([key, value]) => [key.replace(/\.(.+)$/, '[$1]'), value.trim()]),
  );
}

/** The name shown in a confirmation: English, else Hindi. */
export const formName = (values: Record<TextKey, string>) => values['name.en-us'] || values['name.hi-in'];

type Field = (key: TextKey) => {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
};

/**
 * One section per language with the product's name (≤ 120) and description (≤ 4000); `nameLabel`
 * names the first field otherwise ("Title" for a challenge).
 */
export function LocalizedTextFields({ field, nameLabel }: { field: Field; nameLabel?: string }) {
  const { t } = useConsoleTranslation();
  return LANGS.map((lang) => (
    <FormSection key={lang} title={t(`langs.${lang}`)}>
      <FormRow label={nameLabel ?? t('texts.name')} required>
        {(control) => <input {...control} {...field(`name.${lang}`)} lang={lang} maxLength={120} />}
      </FormRow>
      <FormRow label={t('texts.description')} required>
        {(control) => (
          <textarea {...control} {...field(`description.${lang}`)} lang={lang} rows={4} maxLength={4000} />
        )}
      </FormRow>
    </FormSection>
  ));
}
