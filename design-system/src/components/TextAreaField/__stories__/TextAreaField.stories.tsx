import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { TextAreaField, type TextAreaFieldProps } from '../TextAreaField.tsx';
import styles from './TextAreaFieldStories.module.css';

type MemoProps = Partial<TextAreaFieldProps> & {
  /** The text at first. */
  initial?: string;
  /** Shows the sample error while the memo is empty. */
  checked?: boolean;
};

/** A top-up's memo whose text is kept; its other props from Controls. */
function Memo({ label, initial = '', checked = false, ...props }: MemoProps) {
  const { t } = useTranslation('samples');
  const [value, setValue] = useState(initial);
  return (
    <TextAreaField
      placeholder={t('textAreaField.memoPlaceholder')}
      {...props}
      label={label || t('textAreaField.memo')}
      value={value}
      onChange={setValue}
      error={props.error ?? (checked && !value.trim() ? t('textAreaField.memoError') : undefined)}
    />
  );
}

const meta = {
  title: 'Components/TextAreaField',
  component: Memo,
  // An empty label shows the sample one, in the language of the toolbar.
  args: { label: '', maxLength: 255, rows: 4, required: false, disabled: false },
  render: (args) => (
    <div className={styles.column}>
      <Memo {...args} />
    </div>
  ),
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Memo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

function TextAreaFieldCatalog() {
  const { t } = useTranslation('samples');
  const memo = t('textAreaField.memoValue');
  return (
    <div className={styles.grid}>
      <Showcase title="Empty, with a placeholder and a counter">
        <div className={styles.cell}>
          <Memo maxLength={255} />
        </div>
      </Showcase>
      <Showcase title="Filled, with a hint beside the counter">
        <div className={styles.cell}>
          <Memo maxLength={255} initial={memo} hint={t('textAreaField.memoHint')} />
        </div>
      </Showcase>
      <Showcase title="At the limit: typing stops there">
        <div className={styles.cell}>
          <Memo maxLength={memo.length} initial={memo} />
        </div>
      </Showcase>
      <Showcase title="Required and empty after a submit: the error">
        <div className={styles.cell}>
          <Memo maxLength={255} required checked />
        </div>
      </Showcase>
      <Showcase title="Without a limit: no counter">
        <div className={styles.cell}>
          <Memo label={t('textAreaField.body')} initial={t('textAreaField.bodyValue')} rows={3} />
        </div>
      </Showcase>
      <Showcase title="Disabled">
        <div className={styles.cell}>
          <Memo maxLength={255} initial={memo} disabled />
        </div>
      </Showcase>
    </div>
  );
}

export const Catalog: Story = { render: () => <TextAreaFieldCatalog /> };
