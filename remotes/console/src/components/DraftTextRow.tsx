import type { ReactNode } from 'react';
import { FormRow } from '@h5/design-system/FormLayout';
import type { Lang } from '@h5/platform';
import { useConsoleTranslation } from '../i18n/consoleTranslations.ts';

/**
 * One part of a localized draft (a title, a summary, a text) in the language the form shows. Every
 * part is required in every language, so an empty one is marked once a save was refused for it; a
 * title is one line, a part given `rows` is a text area.
 */
export function DraftTextRow({
  label,
  help,
  lang,
  value,
  maxLength,
  rows,
  showErrors,
  onChange,
}: {
  label: string;
  help?: ReactNode;
  lang: Lang;
  value: string;
  maxLength: number;
  rows?: number;
  showErrors: boolean;
  onChange: (value: string) => void;
}) {
  const { t } = useConsoleTranslation();
  return (
    <FormRow
      label={label}
      required
      help={help}
      error={showErrors && !value.trim() ? t('content.required') : undefined}
    >
      {(control) =>
        rows === undefined ? (
          <input
            {...control}
            lang={lang}
            maxLength={maxLength}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
        ) : (
          <textarea
            {...control}
            lang={lang}
            rows={rows}
            maxLength={maxLength}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
        )
      }
    </FormRow>
  );
}
