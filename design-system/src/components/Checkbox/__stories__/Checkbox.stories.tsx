import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { Checkbox } from '../Checkbox.tsx';
import type { CheckboxProps } from '../Checkbox.tsx';

function Controlled({
  onChange,
  ...props
}: Omit<CheckboxProps, 'onChange'> & Partial<Pick<CheckboxProps, 'onChange'>>) {
  const [checked, setChecked] = useState(props.checked);
  const [indeterminate, setIndeterminate] = useState(props.indeterminate);
  return (
    <Checkbox
      {...props}
      checked={checked}
      indeterminate={indeterminate}
      onChange={(next) => {
        setChecked(next);
        setIndeterminate(false);
        onChange?.(next);
      }}
    />
  );
}

/** The terms line of the sign-up form, with its two links. */
function Terms() {
  const { t } = useTranslation('samples');
  return (
    <Trans
      t={t}
      i18nKey="checkbox.terms"
      components={{ agreement: <a href="#terms" />, privacy: <a href="#privacy" /> }}
    />
  );
}

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: {
    checked: false,
    indeterminate: false,
    disabled: false,
    onChange: fn(),
    children: 'I have read and agree to the User Agreement and the Privacy Policy',
  },
  // A new state whenever Controls set it.
  render: (args) => <Controlled key={`${args.checked}-${args.indeterminate}`} {...args} />,
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

const ORDERS = ['first', 'second', 'third'] as const;

/** "Select all" over a list: ticked when all are, a dash when some are. */
function SelectAll() {
  const { t } = useTranslation('samples');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set(['first']));
  const all = chosen.size === ORDERS.length;
  return (
    <>
      <Checkbox
        checked={all}
        indeterminate={chosen.size > 0 && !all}
        onChange={(next) => setChosen(new Set(next ? ORDERS : []))}
      >
        {t('checkbox.selectAll')}
      </Checkbox>
      <div style={{ paddingLeft: 'var(--space-8)' }}>
        {ORDERS.map((order) => (
          <Checkbox
            key={order}
            checked={chosen.has(order)}
            onChange={(next) => {
              const copy = new Set(chosen);
              if (next) copy.add(order);
              else copy.delete(order);
              setChosen(copy);
            }}
          >
            {t(`checkbox.orders.${order}`)}
          </Checkbox>
        ))}
      </div>
    </>
  );
}

function CheckboxCatalog() {
  const { t } = useTranslation('samples');
  return (
    <>
      <Showcase title="Unchecked · checked · indeterminate" padded={false}>
        <Controlled checked={false}>{t('checkbox.remember')}</Controlled>
        <Controlled checked>{t('checkbox.remember')}</Controlled>
        <Controlled checked={false} indeterminate>
          {t('checkbox.selectAll')}
        </Controlled>
      </Showcase>
      <Showcase title="Error" padded={false}>
        <Controlled checked={false} error={t('checkbox.error')}>
          <Terms />
        </Controlled>
      </Showcase>
      <Showcase title="Disabled: checked · unchecked · indeterminate" padded={false}>
        <Controlled checked disabled>
          {t('checkbox.remember')}
        </Controlled>
        <Controlled checked={false} disabled>
          {t('checkbox.remember')}
        </Controlled>
        <Controlled checked={false} indeterminate disabled>
          {t('checkbox.selectAll')}
        </Controlled>
      </Showcase>
      <Showcase title="Long label" padded={false}>
        <Controlled checked={false}>{t('checkbox.long')}</Controlled>
      </Showcase>
      <Showcase title="Select all over a list" padded={false}>
        <SelectAll />
      </Showcase>
    </>
  );
}

export const Catalog: Story = { render: () => <CheckboxCatalog /> };
