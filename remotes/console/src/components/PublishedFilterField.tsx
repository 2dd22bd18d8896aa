import { SelectField } from '@h5/design-system/SelectField';
import { useConsoleTranslation } from '../i18n/consoleTranslations.ts';

/** The published filter's choices: every item, those members see, the others (the API's `published`). */
const PUBLISHED_FILTER = ['', '1', '0'] as const;

/** The state filter of the articles' and the gallery's lists, as the `published` query reads it. */
export function PublishedFilterField({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useConsoleTranslation();
  return (
    <SelectField
      label={t('content.columns.state')}
      value={value}
      onChange={onChange}
      options={PUBLISHED_FILTER.map((choice) => ({
        value: choice,
        label: t(`content.publishedFilter.${choice || 'all'}`),
      }))}
    />
  );
}
