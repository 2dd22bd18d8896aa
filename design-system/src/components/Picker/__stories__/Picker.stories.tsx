import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { Button } from '../../Button/Button.tsx';
import { Picker, PickerField } from '../Picker.tsx';
import type { PickerFieldProps } from '../Picker.tsx';
import type { PickerOption } from '../pickerOptions.ts';

/** Regions and their dialling codes; the names come from the browser, in the language shown. */
const REGIONS: [code: string, dial: string][] = [
  ['IN', '+91'],
  ['BD', '+880'],
  ['NP', '+977'],
  ['LK', '+94'],
  ['PK', '+92'],
  ['AE', '+971'],
  ['SA', '+966'],
  ['QA', '+974'],
  ['OM', '+968'],
  ['KW', '+965'],
  ['BH', '+973'],
  ['SG', '+65'],
  ['MY', '+60'],
  ['ID', '+62'],
  ['TH', '+66'],
  ['PH', '+63'],
  ['VN', '+84'],
  ['CN', '+86'],
  ['HK', '+852'],
  ['JP', '+81'],
  ['KR', '+82'],
  ['AU', '+61'],
  ['NZ', '+64'],
  ['GB', '+44'],
  ['IE', '+353'],
  ['DE', '+49'],
  ['FR', '+33'],
  ['IT', '+39'],
  ['ES', '+34'],
  ['NL', '+31'],
  ['CH', '+41'],
  ['SE', '+46'],
  ['US', '+1'],
  ['CA', '+1'],
  ['BR', '+55'],
  ['AR', '+54'],
  ['MX', '+52'],
  ['ZA', '+27'],
  ['NG', '+234'],
  ['KE', '+254'],
  ['EG', '+20'],
  ['AX', '+358'],
  ['CI', '+225'],
];

/** Countries named in `language`, found by their English name and code too ("india", "IN"). */
function useCountries(): PickerOption[] {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const local = new Intl.DisplayNames([language], { type: 'region' });
    const english = new Intl.DisplayNames(['en'], { type: 'region' });
    const collator = new Intl.Collator(language);
    return REGIONS.map(([code, dial]) => ({
      value: code,
      label: local.of(code) ?? code,
      description: dial,
      keywords: [english.of(code) ?? code],
    })).sort((a, b) => collator.compare(a.label, b.label));
  }, [language]);
}

/** Payout accounts: a short list with descriptions and one that cannot be chosen yet. */
function useAccounts(): PickerOption[] {
  const { t } = useTranslation('samples');
  return [
    { value: 'upi', label: t('picker.upi'), description: t('picker.upiNote') },
    { value: 'hdfc', label: t('picker.hdfc'), description: t('picker.bankNote') },
    { value: 'sbi', label: t('picker.sbi'), description: t('picker.bankNote') },
    { value: 'icici', label: t('picker.icici'), description: t('picker.iciciNote'), disabled: true },
  ];
}

type FieldDemoProps = Partial<PickerFieldProps> & { list: 'countries' | 'accounts'; initial?: string };

const note = {
  margin: 'var(--space-1) 0 0',
  color: 'var(--colour-text-secondary)',
  fontSize: 'var(--font-size-sm)',
};

/** A field that keeps its value, with the value written under it. */
function FieldDemo({ list, initial, label, error, ...props }: FieldDemoProps) {
  const { t } = useTranslation('samples');
  const countries = useCountries();
  const accounts = useAccounts();
  const [value, setValue] = useState(initial);
  const countryList = list === 'countries';
  return (
    <div style={{ width: '100%' }}>
      <PickerField
        {...props}
        label={label || t(countryList ? 'picker.countryLabel' : 'picker.accountLabel')}
        title={countryList ? t('picker.countryTitle') : undefined}
        placeholder={countryList ? undefined : t('picker.accountPlaceholder')}
        options={countryList ? countries : accounts}
        value={value}
        onChange={setValue}
        error={error && !value ? error : undefined}
      />
      <p style={note}>{t('picker.chosen', { value: value ?? '—' })}</p>
    </div>
  );
}

/** The sheet alone, open from the start, on a list with a choice made. */
function OpenPicker({ list, initial }: { list: 'countries' | 'accounts'; initial: string }) {
  const { t } = useTranslation('samples');
  const countries = useCountries();
  const accounts = useAccounts();
  const [open, setOpen] = useState(true);
  const [value, setValue] = useState(initial);
  return (
    <Picker
      open={open}
      onOpenChange={setOpen}
      title={list === 'countries' ? t('picker.countryTitle') : t('picker.accountLabel')}
      options={list === 'countries' ? countries : accounts}
      value={value}
      onChange={setValue}
      trigger={<Button variant="secondary">{t('picker.open')}</Button>}
    />
  );
}

const padded = { padding: 'var(--space-4)' };

const meta = {
  title: 'Components/Picker',
  component: PickerField,
  // An empty label shows the sample one, in the language of the toolbar.
  args: { label: '', options: [], onChange: () => {}, disabled: false, error: '' },
  render: ({ label, disabled, error }) => (
    <div style={padded}>
      <FieldDemo list="countries" label={label} disabled={disabled} error={error} />
    </div>
  ),
} satisfies Meta<typeof PickerField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A long list, open from the start: the search box, and the focus on the chosen country. */
export const Open: Story = {
  render: () => (
    <div style={padded}>
      <OpenPicker list="countries" initial="IN" />
    </div>
  ),
};

/** A short list without a search box: descriptions, and an option that cannot be chosen. */
export const OpenShortList: Story = {
  render: () => (
    <div style={padded}>
      <OpenPicker list="accounts" initial="hdfc" />
    </div>
  ),
};

function PickerCatalog() {
  const { t } = useTranslation('samples');
  return (
    <>
      <Showcase title="Nothing chosen: placeholder">
        <FieldDemo list="accounts" />
      </Showcase>
      <Showcase title="Chosen">
        <FieldDemo list="accounts" initial="sbi" />
      </Showcase>
      <Showcase title="Long list (searchable): countries">
        <FieldDemo list="countries" initial="IN" />
      </Showcase>
      <Showcase title="Error">
        <FieldDemo list="countries" error={t('picker.countryError')} />
      </Showcase>
      <Showcase title="Disabled">
        <FieldDemo list="accounts" initial="hdfc" disabled />
      </Showcase>
    </>
  );
}

export const Catalog: Story = { render: () => <PickerCatalog /> };
