import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Showcase } from '../../../storybook/Showcase.tsx';
import { DESKTOP_STORY } from '../../../storybook/console/viewports.ts';
import { FormLayout, FormRow, FormSection } from '../FormLayout.tsx';

type DemoProps = {
  /** Show the fields' errors, as after a refused save. */
  errors: boolean;
  /** The form is being saved. */
  submitting: boolean;
  /** Offer Cancel. */
  cancellable: boolean;
};

/** A member's profile and withdrawal limits, as an operator edits them. */
function MemberForm({ errors, submitting, cancellable }: DemoProps) {
  const { t } = useTranslation('samples');
  const [changed, setChanged] = useState(false);
  const edit = () => setChanged(true);
  return (
    <FormLayout
      aria-label={t('formLayout.profile')}
      onSubmit={() => setChanged(false)}
      onCancel={cancellable ? () => setChanged(false) : undefined}
      submitLabel={t('formLayout.saveChanges')}
      cancelLabel={t('formLayout.discard')}
      submitting={submitting}
      status={changed ? t('formLayout.unsaved') : null}
    >
      <FormSection title={t('formLayout.profile')} description={t('formLayout.profileHint')}>
        <FormRow label={t('formLayout.name')} required help={t('formLayout.nameHelp')}>
          {(control) => <input {...control} defaultValue="Aarav Sharma" onChange={edit} />}
        </FormRow>
        <FormRow
          label={t('formLayout.email')}
          required
          error={errors ? t('formLayout.emailError') : undefined}
        >
          {(control) => (
            <input
              {...control}
              type="email"
              defaultValue={errors ? 'aarav.sharma@' : 'aarav@example.com'}
              onChange={edit}
            />
          )}
        </FormRow>
        <FormRow label={t('formLayout.mobile')} help={t('formLayout.mobileHelp')}>
          {(control) => <input {...control} type="tel" defaultValue="+91 98765 43210" onChange={edit} />}
        </FormRow>
      </FormSection>
      <FormSection title={t('formLayout.limits')} description={t('formLayout.limitsHint')}>
        <FormRow
          label={t('formLayout.dailyLimit')}
          required
          help={t('formLayout.dailyLimitHelp')}
          error={errors ? t('formLayout.dailyLimitError') : undefined}
        >
          {(control) => (
            <input
              {...control}
              inputMode="decimal"
              defaultValue={errors ? '80000' : '5000'}
              onChange={edit}
            />
          )}
        </FormRow>
        <FormRow label={t('formLayout.vip')}>
          {(control) => (
            <select {...control} defaultValue="2" onChange={edit}>
              {[0, 1, 2, 3, 4, 5].map((level) => (
                <option key={level} value={level}>
                  VIP {level}
                </option>
              ))}
            </select>
          )}
        </FormRow>
        <FormRow label={t('formLayout.note')} help={t('formLayout.noteHelp')}>
          {(control) => <textarea {...control} onChange={edit} />}
        </FormRow>
      </FormSection>
    </FormLayout>
  );
}

const meta = {
  title: 'Components/FormLayout',
  component: MemberForm,
  args: { errors: false, submitting: false, cancellable: true },
  ...DESKTOP_STORY,
} satisfies Meta<typeof MemberForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 1280 px: labels in a column left of their fields. */
export const Default: Story = {};

/** 390 px: labels above their fields; the action bar stays at the bottom. */
export const Phone: Story = {
  globals: { viewport: { value: 'h5', isRotated: false } },
};

function FormLayoutCatalog() {
  return (
    <>
      <Showcase title="Errors under their fields, after a refused save">
        <MemberForm errors submitting={false} cancellable />
      </Showcase>
      <Showcase title="Saving: the button spins, Cancel waits">
        <MemberForm errors={false} submitting cancellable />
      </Showcase>
      <Showcase title="390 px wide: labels above fields">
        <div style={{ width: '100%', maxWidth: 390 }}>
          <MemberForm errors={false} submitting={false} cancellable={false} />
        </div>
      </Showcase>
    </>
  );
}

export const Catalog: Story = { render: () => <FormLayoutCatalog /> };
