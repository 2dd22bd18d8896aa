import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { SelectField, type SelectFieldProps } from '../SelectField.tsx';
import styles from './SelectFieldStories.module.css';

/** The withdrawal states, "Any status" first, as a filter offers them. */
function useStatusOptions() {
  const { t } = useTranslation('samples');
  return ['any', 'pending', 'approved', 'rejected', 'paid'].map((status) => ({
    value: status === 'any' ? '' : status,
    label: t(`selectField.${status}`),
  }));
}

/** A status filter whose choice is kept; its other props from Controls. */
function StatusSelect({ label, value: initial = '', ...props }: Partial<SelectFieldProps>) {
  const { t } = useTranslation('samples');
  const [value, setValue] = useState(initial);
  const statuses = useStatusOptions();
  return (
    <SelectField
      {...props}
      label={label || t('selectField.status')}
      options={props.options ?? statuses}
      value={value}
      onChange={setValue}
    />
  );
}

/** A network to choose for a deposit: nothing chosen yet, a hint, an error until one is. */
function NetworkSelect({ initial = '', showError = true }: { initial?: string; showError?: boolean }) {
  const { t } = useTranslation('samples');
  const [value, setValue] = useState(initial);
  return (
    <SelectField
      label={t('selectField.network')}
      options={[
        { value: '', label: t('selectField.chooseNetwork'), disabled: true },
        { value: 'TRC20', label: 'TRC20' },
        { value: 'ERC20', label: 'ERC20' },
        { value: 'BEP20', label: 'BEP20' },
      ]}
      value={value}
      onChange={setValue}
      required
      hint={t('selectField.networkHint')}
      error={showError && !value ? t('selectField.networkError') : undefined}
    />
  );
}

const meta = {
  title: 'Components/SelectField',
  component: StatusSelect,
  // An empty label shows the sample one, in the language of the toolbar.
  args: { label: '', disabled: false, required: false },
  render: (args) => (
    <div className={styles.column}>
      <StatusSelect {...args} />
    </div>
  ),
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StatusSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

function SelectFieldCatalog() {
  const { t } = useTranslation('samples');
  const roles = ['admin', 'finance', 'support', 'reviewer'].map((role) => ({
    value: role,
    label: t(`selectField.roles.${role}`),
  }));
  return (
    <>
      <Showcase title="A filter: “any” first, then a choice made">
        <div className={styles.row}>
          <StatusSelect />
          <StatusSelect value="pending" />
        </div>
      </Showcase>
      <Showcase title="Required, with a hint, and an error until a choice is made">
        <div className={styles.row}>
          <NetworkSelect />
          <NetworkSelect initial="TRC20" />
        </div>
      </Showcase>
      <Showcase title="Disabled">
        <div className={styles.row}>
          <SelectField
            label={t('selectField.role')}
            options={roles}
            value="finance"
            onChange={() => {}}
            disabled
          />
        </div>
      </Showcase>
      <Showcase title="A long label and a long choice wrap or cut, never overflow">
        <div className={styles.narrow}>
          <SelectField
            label={t('selectField.longLabel')}
            options={[{ value: 'x', label: t('statCard.longLabel') }]}
            value="x"
            onChange={() => {}}
          />
        </div>
      </Showcase>
    </>
  );
}

export const Catalog: Story = { render: () => <SelectFieldCatalog /> };
