import { useTranslation } from 'react-i18next';
import { Field } from '@h5/design-system/Field';
import { ChoiceChips } from '@h5/design-system/ChoiceChips';
import type { SlippageChoice } from '@h5/api/contract/swap';
import { sanitizeAmountTyping } from '../utils/parseAmount.ts';
import { SLIPPAGE_CHOICES } from '../utils/slippage.ts';
import styles from './swap.module.css';

/** The tolerance chosen: one of the offered ones, or the member's own (`custom`, as typed). */
export type Slippage = { choice: SlippageChoice | 'custom'; custom: string };

type Props = {
  value: Slippage;
  onChange: (value: Slippage) => void;
  /** Why the custom tolerance cannot be used. */
  error?: string;
  disabled?: boolean;
};

/**
 * How much worse than the quote a swap may turn out before the pool refuses it: 0.1 %, 0.5 %, 1 %
 * or the member's own (0.01–50 %), typed in a field that appears when chosen.
 */
export function SlippagePicker({ value, onChange, error, disabled = false }: Props) {
  const { t } = useTranslation('swap');
  const options = [
    ...SLIPPAGE_CHOICES.map((choice) => ({
      value: choice,
      label: t('swap.percentValue', { percent: choice }),
    })),
    { value: 'custom', label: t('swap.custom') },
  ];
  return (
    <div className={styles.slippage} data-testid="swap-slippage">
      <ChoiceChips
        label={t('swap.slippage')}
        options={options}
        value={value.choice}
        disabled={disabled}
        onChange={(choice) => onChange({ ...value, choice: choice as Slippage['choice'] })}
      />
      {value.choice === 'custom' && (
        <Field
          label={t('swap.customLabel')}
          name="slippage"
          inputMode="decimal"
          autoComplete="off"
          value={value.custom}
          disabled={disabled}
          suffix="%"
          onChange={(event) => onChange({ ...value, custom: sanitizeAmountTyping(event.target.value) })}
          error={error}
        />
      )}
    </div>
  );
}
