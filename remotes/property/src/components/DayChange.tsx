import styles from '../pages/property/products.module.css';

/** A signed percent ("+1.25%", "-0.40%", "0.00%"): red only for a fall; the sign says it without colour. */
export function DayChange({ percent, testId }: { percent: string; testId?: string }) {
  const value = Number(percent);
  const trend = value > 0 ? 'up' : value < 0 ? 'down' : 'flat';
  const text = `${value > 0 ? '+' : ''}${percent}%`;
  return (
    <span className={styles.change} data-trend={trend} data-testid={testId}>
      {text}
    </span>
  );
}
