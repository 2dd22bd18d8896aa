import styles from './Avatar.module.css';

type Props = {
  /** The member's picture; a silhouette is drawn without one. */
  src?: string | null;
};

/** A round profile picture, or its placeholder. */
export function Avatar({ src }: Props) {
  return (
    <span className={styles.avatar} aria-hidden="true">
      {src ? (
        <img className={styles.image} src={src} alt="" />
      ) : (
        <svg width="32" height="32" viewBox="0 0 24 24" fill="currentColor" focusable="false">
          <path d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zm0 2c-4.4 0-8 2.5-8 5.5V21h16v-1.5c0-3-3.6-5.5-8-5.5z" />
        </svg>
      )}
    </span>
  );
}
