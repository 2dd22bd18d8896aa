import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { consoleStory } from '../../../storybook/console/viewports.ts';
import { DateField } from '../../DatePicker/DateField.tsx';
import { Field } from '../../Field/Field.tsx';
import { SelectField } from '../../SelectField/SelectField.tsx';
import type { IsoDate } from '../../../utils/isoDate.ts';
import { FilterBar, type FilterBarProps } from '../FilterBar.tsx';
import styles from './FilterBarStories.module.css';

type Filters = { member: string; status: string; from: IsoDate | ''; to: IsoDate | '' };
const NO_FILTERS: Filters = { member: '', status: '', from: '', to: '' };

type DemoProps = Partial<Pick<FilterBarProps, 'label' | 'busy' | 'applyLabel' | 'resetLabel'>> & {
  /** Shows the Reset button. */
  resettable?: boolean;
  /** Only the member search and the status. */
  few?: boolean;
};

/**
 * The withdrawals' filters: the fields hold a draft, Apply (or Enter) applies it, Reset empties and
 * applies; the line under the bar shows what the table would be asked for.
 */
function WithdrawalFilters({ label, resettable = true, few = false, ...props }: DemoProps) {
  const { t } = useTranslation('samples');
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [applied, setApplied] = useState<Filters>(NO_FILTERS);
  const set = <Key extends keyof Filters>(key: Key, value: Filters[Key]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const shown = Object.entries(applied)
    .filter(([, value]) => value)
    .map(([key, value]) => `${key}=${value}`)
    .join(', ');
  return (
    <div className={styles.demo}>
      <FilterBar
        {...props}
        label={label || t('filterBar.label')}
        onApply={() => setApplied(draft)}
        onReset={
          resettable
            ? () => {
                setDraft(NO_FILTERS);
                setApplied(NO_FILTERS);
              }
            : undefined
        }
      >
        <Field
          label={t('filterBar.search')}
          type="search"
          placeholder={t('filterBar.searchPlaceholder')}
          value={draft.member}
          onChange={(event) => set('member', event.target.value)}
        />
        <SelectField
          label={t('selectField.status')}
          options={['any', 'pending', 'approved', 'rejected', 'paid'].map((status) => ({
            value: status === 'any' ? '' : status,
            label: t(`selectField.${status}`),
          }))}
          value={draft.status}
          onChange={(status) => set('status', status)}
        />
        {!few && (
          <DateField
            label={t('filterBar.from')}
            value={draft.from}
            onChange={(date) => set('from', date)}
            max={draft.to || undefined}
            today="2025-11-20"
          />
        )}
        {!few && (
          <DateField
            label={t('filterBar.to')}
            value={draft.to}
            onChange={(date) => set('to', date)}
            min={draft.from || undefined}
            today="2025-11-20"
          />
        )}
      </FilterBar>
      <output className={styles.applied}>
        {t('filterBar.applied', { filters: shown || t('filterBar.none') })}
      </output>
    </div>
  );
}

const meta = {
  title: 'Components/FilterBar',
  component: WithdrawalFilters,
  // An empty label shows the sample one, in the language of the toolbar.
  args: { label: '', busy: false, resettable: true, few: false },
  ...consoleStory('desktop'),
} satisfies Meta<typeof WithdrawalFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type a member and press Enter, or choose a status and press Apply. */
export const Default: Story = {};

/** On a phone each field takes the whole line, the buttons under them. */
export const Phone: Story = { ...consoleStory('phone') };

function FilterBarCatalog() {
  return (
    <>
      <Showcase title="Four filters on one line (1200 px)">
        <div className={styles.wide}>
          <WithdrawalFilters />
        </div>
      </Showcase>
      <Showcase title="Two filters: Apply follows the last one">
        <div className={styles.wide}>
          <WithdrawalFilters few />
        </div>
      </Showcase>
      <Showcase title="A tablet (800 px): the fields and the buttons wrap">
        <div className={styles.tablet}>
          <WithdrawalFilters />
        </div>
      </Showcase>
      <Showcase title="Loading the rows: Apply spins; no Reset">
        <div className={styles.wide}>
          <WithdrawalFilters few busy resettable={false} />
        </div>
      </Showcase>
    </>
  );
}

export const Catalog: Story = { render: () => <FilterBarCatalog /> };
