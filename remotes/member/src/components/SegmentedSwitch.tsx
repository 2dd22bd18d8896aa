import styles from './SegmentedSwitch.module.css';

export type SegmentedOption<K extends string> = { key: K; label: string };

type Props<K extends string> = {
  /** Names the choice for screen readers ("Period"). */
  label: string;
  options: readonly SegmentedOption<K>[];
  value: K;
  onChange: (key: K) => void;
};

/**
 * A choice of two or three short options side by side, the chosen one filled (a period: "this
 * week", "all time"); each option is a pressed-or-not button of the full touch height.
 */
export function SegmentedSwitch<K extends string>({ label, options, value, onChange }: Props<K>) {
  return (
    <div className={styles.switch} role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.key}
          type="button"
          className={styles.option}
          aria-pressed={option.key === value}
          onClick={() => onChange(option.key)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
