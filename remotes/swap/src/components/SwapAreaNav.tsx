import { useTranslation } from 'react-i18next';
import { navigation } from '@h5/platform';
import styles from './SwapAreaNav.module.css';

/** The swap market's three pages. */
export type SwapArea = 'swap' | 'mobility' | 'detail';

const AREAS: readonly SwapArea[] = ['swap', 'mobility', 'detail'];

/**
 * Links between the market's pages, under the title bar. A link replaces the page rather than
 * stacking it, so back leaves the market for where the member came from.
 */
export function SwapAreaNav({ current }: { current: SwapArea }) {
  const { t } = useTranslation('swap');
  return (
    <nav className={styles.nav} aria-label={t('area.label')}>
      {AREAS.map((area) => (
        <a
          key={area}
          href={`#/pages/swap/${area}`}
          className={styles.link}
          aria-current={area === current ? 'page' : undefined}
          onClick={(event) => {
            event.preventDefault();
            if (area !== current) navigation.redirect(`pages/swap/${area}`);
          }}
        >
          {t(`area.${area}`)}
        </a>
      ))}
    </nav>
  );
}
