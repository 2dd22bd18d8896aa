import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { addDays, todayIso } from '../../../utils/isoDate.ts';
import type { IsoDate } from '../../../utils/isoDate.ts';
import { Button } from '../../Button/Button.tsx';
import { DateField } from '../DateField.tsx';
import type { DateFieldProps } from '../DateField.tsx';
import { DatePicker } from '../DatePicker.tsx';
import type { DatePickerProps } from '../DatePicker.tsx';

const note = {
  margin: 'var(--space-1) 0 0',
  color: 'var(--colour-text-secondary)',
  fontSize: 'var(--font-size-sm)',
};

/** A field that keeps its value, with the value written under it. */
function FieldDemo({ label, initial = '', ...props }: Partial<DateFieldProps> & { initial?: IsoDate | '' }) {
  const { t } = useTranslation('samples');
  const [value, setValue] = useState<IsoDate | ''>(initial);
  return (
    <div style={{ width: '100%' }}>
      <DateField
        {...props}
        label={label || t('datePicker.purchaseLabel')}
        value={value}
        onChange={setValue}
      />
      <p style={note}>{t('datePicker.chosen', { value: value || '—' })}</p>
    </div>
  );
}

/** The sheet alone, open from the start. */
function OpenDatePicker(props: Omit<DatePickerProps, 'onChange'>) {
  const { t } = useTranslation('samples');
  const [open, setOpen] = useState(true);
  const [value, setValue] = useState(props.value ?? '');
  return (
    <DatePicker
      {...props}
      open={open}
      onOpenChange={setOpen}
      value={value}
      onChange={setValue}
      trigger={<Button variant="secondary">{t('datePicker.open')}</Button>}
    />
  );
}

const padded = { padding: 'var(--space-4)' };
const today = todayIso();

const meta = {
  title: 'Components/DatePicker',
  component: DateField,
  // An empty label shows the sample one, in the language of the toolbar; no future dates.
  args: { label: '', value: '', onChange: () => {}, max: today, min: undefined, disabled: false },
  render: ({ label, min, max, disabled }) => (
    <div style={padded}>
      <FieldDemo label={label} min={min} max={max} disabled={disabled} />
    </div>
  ),
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The calendar open, today as the latest day: the days after it cannot be chosen. */
export const Open: Story = {
  render: () => (
    <div style={padded}>
      <OpenDatePicker value={addDays(today, -3)} max={today} />
    </div>
  ),
};

/** The next 90 days only: a plan that starts between tomorrow and three months from now. */
export const OpenWithRange: Story = {
  render: () => (
    <div style={padded}>
      <OpenDatePicker min={addDays(today, 1)} max={addDays(today, 90)} />
    </div>
  ),
};

function DatePickerCatalog() {
  const { t } = useTranslation('samples');
  return (
    <>
      <Showcase title="Empty: the format as placeholder">
        <FieldDemo max={today} />
      </Showcase>
      <Showcase title="Filled">
        <FieldDemo label={t('datePicker.birthLabel')} initial="1990-08-15" max={today} />
      </Showcase>
      <Showcase title="A future date when the latest is today: refused">
        <FieldDemo initial={addDays(today, 2)} max={today} />
      </Showcase>
      <Showcase title="Outside a range (min and max)">
        <FieldDemo
          label={t('datePicker.startLabel')}
          initial={today}
          min={addDays(today, 1)}
          max={addDays(today, 90)}
        />
      </Showcase>
      <Showcase title="The form's own error">
        <FieldDemo max={today} error={t('datePicker.required')} />
      </Showcase>
      <Showcase title="Disabled">
        <FieldDemo initial="2024-03-15" disabled />
      </Showcase>
    </>
  );
}

export const Catalog: Story = { render: () => <DatePickerCatalog /> };
