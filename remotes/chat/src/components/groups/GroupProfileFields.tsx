import { useTranslation } from 'react-i18next';
import { Field, Fieldset } from '@h5/design-system/Field';
import { TextAreaField } from '@h5/design-system/TextAreaField';
import { Uploader } from '@h5/design-system/Uploader';
import { uploadGroupAvatar } from '../../api/groupsApi.ts';
import { GROUP_INTRODUCTION_MAX, GROUP_NAME_MAX } from '../../utils/groupRules.ts';
import styles from './groups.module.css';

/** A group's name, avatar (a public upload path) and introduction, as the create and settings forms edit them. */
export type GroupProfile = { name: string; avatar: string; introduction: string };

type Props = {
  value: GroupProfile;
  onChange: (value: GroupProfile) => void;
  /** The name's problem, shown under it. */
  nameError?: string;
  disabled?: boolean;
};

/** The avatar uploader, the name (1–40) and the introduction (≤ 500) of a group. */
export function GroupProfileFields({ value, onChange, nameError, disabled = false }: Props) {
  const { t } = useTranslation('chat');
  return (
    <Fieldset disabled={disabled} className={styles.fields}>
      <div data-testid="group-avatar">
        <Uploader
          label={t('groups.form.avatar')}
          accept="image/*"
          value={value.avatar || undefined}
          upload={uploadGroupAvatar}
          onChange={(avatar) => onChange({ ...value, avatar })}
        />
      </div>
      <Field
        label={t('groups.form.name')}
        value={value.name}
        maxLength={GROUP_NAME_MAX}
        placeholder={t('groups.form.namePlaceholder')}
        onChange={(event) => onChange({ ...value, name: event.target.value })}
        error={nameError}
        data-testid="group-name"
      />
      <TextAreaField
        label={t('groups.form.introduction')}
        value={value.introduction}
        maxLength={GROUP_INTRODUCTION_MAX}
        rows={3}
        placeholder={t('groups.form.introductionPlaceholder')}
        onChange={(introduction) => onChange({ ...value, introduction })}
        data-testid="group-introduction"
      />
    </Fieldset>
  );
}
