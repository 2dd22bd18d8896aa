import { useState } from 'react';
import type { HTMLAttributes } from 'react';
import { cx } from '../../utils/cx.ts';
import { initialsOf, toneOf } from './initials.ts';
import styles from './Avatar.module.css';
import { useSubPathTranslation } from '../../utils/useSubPathTranslation.ts';
import { texts } from './texts.ts';

export type AvatarSize = 'sm' | 'md' | 'lg';

export type AvatarProps = Omit<HTMLAttributes<HTMLSpanElement>, 'children'> & {
  /** The member's or group's name: the initials when there is no picture, and what screen readers hear. */
  name: string;
  /** The picture; the initials show while it is missing or when it fails to load. */
  src?: string;
  /** `sm` 32 px (lists of members), `md` 40 px (chat, rows), `lg` 56 px (a profile's header). */
  size?: AvatarSize;
  /** Adds a dot at the bottom right and ", online" to what screen readers hear. */
  online?: boolean;
  /** Hidden from screen readers when the name is written right beside it (a chat row, a card). */
  decorative?: boolean;
};

/**
 * A round picture of a member or group, with their initials on a colour of their own when there is
 * no picture (Devanagari and Chinese names show their first syllable or character). `className`
 * adds rules.
 */
export function Avatar({
  name,
  src,
  size = 'md',
  online = false,
  decorative = false,
  className,
  ...rest
}: AvatarProps) {
  const { t } = useSubPathTranslation(texts);
  // The source that failed, so that a new `src` is tried again.
  const [failedSrc, setFailedSrc] = useState<string>();
  const showImage = src !== undefined && src !== '' && src !== failedSrc;
  const spoken = online ? t('avatar.online', { name }) : name;
  return (
    <span
      {...rest}
      className={cx(styles.avatar, styles[size], !showImage && styles[toneOf(name)], className)}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : spoken}
      aria-hidden={decorative || undefined}
    >
      {showImage ? (
        <img className={styles.image} src={src} alt="" onError={() => setFailedSrc(src)} />
      ) : (
        <span className={styles.initials} aria-hidden="true">
          {initialsOf(name)}
        </span>
      )}
      {online && <span className={styles.online} aria-hidden="true" />}
    </span>
  );
}

export type AvatarGroupProps = Omit<HTMLAttributes<HTMLSpanElement>, 'children'> & {
  /** The members, in the order they are shown. */
  members: readonly { name: string; src?: string }[];
  /** How many avatars show before a "+N" circle stands for the others. */
  max?: number;
  /** The size of each avatar. */
  size?: AvatarSize;
};

/** Overlapping avatars of a group's members, the first `max` of them and "+N" for the rest. */
export function AvatarGroup({ members, max = 3, size = 'sm', className, ...rest }: AvatarGroupProps) {
  const { t } = useSubPathTranslation(texts);
  const shown = members.slice(0, max);
  const more = members.length - shown.length;
  return (
    <span {...rest} className={cx(styles.group, className)} role="group">
      {shown.map((member, index) => (
        <Avatar key={index} name={member.name} src={member.src} size={size} className={styles.stacked} />
      ))}
      {more > 0 && (
        <span
          className={cx(styles.avatar, styles[size], styles.neutral, styles.stacked)}
          role="img"
          aria-label={t('avatar.more', { count: more })}
        >
          <span className={styles.initials} aria-hidden="true">
            {`+${more}`}
          </span>
        </span>
      )}
    </span>
  );
}
