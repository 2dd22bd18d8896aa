import type { RankEntry } from '@h5/api/contract/ranking';
import styles from './RankList.module.css';

type Props = {
  entries: readonly RankEntry[];
  /** The member's own place, marked in the list when it is there. */
  ownRank: number | null;
  /** A value as the board shows it (rupees, members). */
  format: (value: string) => string;
  /** "You", beside the member's own name. */
  youLabel: string;
};

/** The places of a ranking, first to last: the top three marked gold, silver and bronze. */
export function RankList({ entries, ownRank, format, youLabel }: Props) {
  return (
    <ol className={styles.list}>
      {entries.map((entry) => {
        const own = entry.rank === ownRank;
        return (
          <li key={entry.rank} className={styles.row} data-own={own || undefined} data-testid="rank-entry">
            <span className={styles.place} data-medal={entry.rank <= 3 ? entry.rank : undefined}>
              {entry.rank}
            </span>
            <span className={styles.name}>
              {entry.name}
              {own && <span className={styles.you}>{youLabel}</span>}
            </span>
            <span className={styles.value}>{format(entry.value)}</span>
          </li>
        );
      })}
    </ol>
  );
}
