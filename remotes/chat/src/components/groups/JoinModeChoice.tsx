import { useTranslation } from 'react-i18next';
import { RadioGroup } from '@h5/design-system/RadioGroup';
import type { GroupJoinMode } from '@h5/api/contract/groups';

/** Free to join or approval required, each with what it means. */
export function JoinModeChoice({
  value,
  onChange,
  disabled = false,
}: {
  value: GroupJoinMode;
  onChange: (mode: GroupJoinMode) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('chat');
  return (
    <RadioGroup
      label={t('groups.form.joinMode')}
      value={value}
      onChange={(mode) => onChange(mode === 'approval' ? 'approval' : 'free')}
      disabled={disabled}
      data-testid="group-join-mode"
      options={(['free', 'approval'] as const).map((mode) => ({
        value: mode,
        label: t(`groups.joinMode.${mode}`),
        description: t(`groups.joinMode.${mode}Description`),
      }))}
    />
  );
}
