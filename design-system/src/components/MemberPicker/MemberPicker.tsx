import { useDeferredValue, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { ReactNode } from 'react';
import { Button, Empty, ErrorState, Skeleton } from '@h5/design-system';
import { Avatar } from '@h5/design-system/Avatar';
import { CheckIcon } from '@h5/design-system/Icons';
import { SearchBar } from '@h5/design-system/SearchBar';
import { cx } from '../../utils/cx.ts';
import { useSubPathTranslation } from '../../utils/useSubPathTranslation.ts';
import { texts } from './texts.ts';
import { matchesMember } from './matchesMember.ts';
import styles from './MemberPicker.module.css';

/** One member who can be picked: `id` is what `onSelectedChange` and `onConfirm` carry. */
export type MemberPickerItem = {
  id: string;
  name: string;
  /** The member's picture; their initials show without one. */
  avatar?: string;
  /** A second line (their member id, "Already in the group"). */
  description?: string;
  /** Shown ticked and greyed out: cannot be picked or unpicked (already a member). */
  disabled?: boolean;
};

export type MemberPickerProps = {
  /** Everyone who can be picked (a member's friends); searched by name and id in place. */
  members: readonly MemberPickerItem[];
  /** The ids ticked now. */
  selected: readonly string[];
  /** Receives the ids ticked after a tap, in the order they were ticked. */
  onSelectedChange: (ids: string[]) => void;
  /** The bottom button: always enabled, so that the page can say why when nothing is picked. */
  onConfirm: (ids: string[]) => void;
  /** What the bottom button does ("Invite", "Done"). */
  confirmLabel: ReactNode;
  /** The confirmation is being sent: a spinner on the button, taps refused. */
  confirming?: boolean;
  /** The most that may be ticked; the other rows are greyed out once it is reached. */
  max?: number;
  /** The search box's name and placeholder; defaults to "Search by name or ID". */
  searchLabel?: string;
  /** The members are on their way (a skeleton in place of the rows). */
  loading?: boolean;
  /** Why the members could not be loaded; shown with a retry. */
  error?: ReactNode;
  onRetry?: () => void;
  /** What to say when there is nobody to pick at all ("Add friends first"), with its action. */
  empty?: ReactNode;
  'data-testid'?: string;
};

/**
 * A searchable list of members (avatar, name) with checkboxes, the count ticked and a confirm button
 * pinned at the bottom: to invite friends into a group or choose a new group's first members. The
 * search box stays under the `NavBar`; only the rows near the screen are drawn (the page scrolls,
 * not the list), so a member with hundreds of friends scrolls smoothly.
 */
export function MemberPicker({
  members,
  selected,
  onSelectedChange,
  onConfirm,
  confirmLabel,
  confirming = false,
  max,
  searchLabel,
  loading = false,
  error,
  onRetry,
  empty,
  'data-testid': testId,
}: MemberPickerProps) {
  const { t } = useSubPathTranslation(texts);
  const listId = `member-picker-${useId()}`;
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const matches = useMemo(
    () => members.filter((member) => matchesMember(member, deferredQuery)),
    [members, deferredQuery],
  );
  const { listRef, margin, virtualizer } = useVirtualRows(matches.length, (index) => matches[index]!.id);
  const chosen = new Set(selected);
  const full = max !== undefined && chosen.size >= max;
  const label = searchLabel ?? t('memberPicker.search');

  const toggle = (id: string, tick: boolean) =>
    onSelectedChange(
      tick ? [...selected.filter((other) => other !== id), id] : selected.filter((other) => other !== id),
    );

  const body = error ? (
    <ErrorState description={error} onRetry={onRetry} />
  ) : loading && members.length === 0 ? (
    <div className={styles.loading}>
      <Skeleton avatar title={false} rows={1} />
      <Skeleton avatar title={false} rows={1} />
      <Skeleton avatar title={false} rows={1} />
    </div>
  ) : members.length === 0 ? (
    (empty ?? <Empty />)
  ) : matches.length === 0 ? (
    <Empty description={t('memberPicker.noMatch')} />
  ) : (
    <ul
      id={listId}
      ref={listRef}
      className={styles.list}
      aria-label={label}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((row) => {
        const member = matches[row.index]!;
        const ticked = chosen.has(member.id) || member.disabled === true;
        const locked = member.disabled === true || (full && !ticked);
        return (
          <li
            key={row.key}
            ref={virtualizer.measureElement}
            data-index={row.index}
            className={styles.item}
            style={{ transform: `translateY(${row.start - margin}px)` }}
          >
            <label className={cx(styles.row, locked && styles.locked)} data-member-id={member.id}>
              <span className={styles.control}>
                <input
                  type="checkbox"
                  className={styles.input}
                  checked={ticked}
                  disabled={locked}
                  onChange={(event) => toggle(member.id, event.target.checked)}
                />
                <span className={styles.box} aria-hidden="true" />
                <CheckIcon className={styles.mark} aria-hidden="true" />
              </span>
              <Avatar name={member.name} src={member.avatar} decorative />
              <span className={styles.text}>
                <span className={styles.name}>{member.name}</span>
                {member.description && <span className={styles.description}>{member.description}</span>}
              </span>
            </label>
          </li>
        );
      })}
    </ul>
  );

  return (
    <div className={styles.picker} data-testid={testId}>
      <SearchBar
        label={label}
        value={query}
        onChange={setQuery}
        controls={matches.length > 0 ? listId : undefined}
      />
      <div className={styles.body}>{body}</div>
      <div className={styles.footer}>
        <span className={styles.count} aria-live="polite">
          {max === undefined
            ? t('memberPicker.selected', { count: chosen.size })
            : t('memberPicker.selectedOfMax', { count: chosen.size, max })}
        </span>
        <Button loading={confirming} onClick={() => onConfirm([...selected])}>
          {confirmLabel}
        </Button>
      </div>
    </div>
  );
}

/** A row's height before it is measured: a 40 px avatar and two lines, with the row's padding. */
const ROW_ESTIMATE = 57;

/**
 * The window virtualizer over `count` rows of the list `listRef` points at: where the list starts on
 * the page (under the title bar and whatever the page shows above the picker) is measured again as
 * the rows change, so that the rows drawn are the ones on screen. `listRef` is the list's ref.
 */
function useVirtualRows(count: number, keyOf: (index: number) => string) {
  const listRef = useRef<HTMLUListElement>(null);
  const [margin, setMargin] = useState(0);
  useLayoutEffect(() => {
    const top = listRef.current ? listRef.current.getBoundingClientRect().top + window.scrollY : 0;
    if (Math.abs(top - margin) > 1) setMargin(top);
  }, [margin, count]);
  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: () => ROW_ESTIMATE,
    overscan: 8,
    scrollMargin: margin,
    getItemKey: keyOf,
  });
  return { listRef, margin, virtualizer };
}
