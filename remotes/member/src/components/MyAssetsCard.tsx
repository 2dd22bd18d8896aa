import { useTranslation } from 'react-i18next';
import { navigation } from '@h5/platform';
import { ErrorState, Skeleton } from '@h5/design-system';
import { Amount } from '@h5/design-system/Amount';
import { failureDescription } from '@h5/platform/helpers';
import { useWalletSummary } from '../hooks/useWalletSummary.ts';
import styles from './MyAssetsCard.module.css';

/**
 * A signed-in member's total assets on the home tab, with the balance, equity and stakes in it, and a
 * way to the assets tab for the rest. The home tab shows it to signed-in members only.
 */
export function MyAssetsCard() {
  const { t } = useTranslation('member');
  const { data, error, loading, reload } = useWalletSummary();

  let content;
  if (loading && !data) {
    content = <Skeleton rows={2} />;
  } else if (error || !data) {
    content = <ErrorState description={failureDescription(error)} onRetry={reload} />;
  } else {
    // USDT staked shows under the rupees only when there is some.
    const stakedUsdt = /^0(\.0*)?$/.test(data.stakedUsdt) ? null : data.stakedUsdt;
    content = (
      <>
        <p className={styles.total}>
          <span className={styles.totalLabel}>{t('assets.total')}</span>
          <Amount value={data.totalAssets} className={styles.totalFigure} data-testid="home-assets-total" />
        </p>
        <dl className={styles.parts}>
          <div>
            <dt>{t('assets.balance')}</dt>
            <dd>
              <Amount value={data.balance} data-testid="home-assets-balance" />
            </dd>
          </div>
          <div>
            <dt>{t('assets.equity')}</dt>
            <dd>
              <Amount value={data.equity} data-testid="home-assets-equity" />
            </dd>
          </div>
          <div>
            <dt>{t('assets.staked')}</dt>
            <dd data-testid="home-assets-staked">
              <Amount value={data.stakedInr} />
              {stakedUsdt && (
                <>
                  <br />
                  <Amount value={stakedUsdt} currency="USDT" balance />
                </>
              )}
            </dd>
          </div>
        </dl>
        <p className={styles.note}>
          {data.usdtRate === null ? t('assets.noteWithoutUsdt') : t('assets.note')}
        </p>
      </>
    );
  }

  return (
    <section className={styles.card} aria-labelledby="member-assets" data-testid="home-assets">
      <div className={styles.head}>
        <h2 id="member-assets" className={styles.heading}>
          {t('assets.title')}
        </h2>
        <button
          type="button"
          className={styles.more}
          onClick={() => navigation.switchTab('pages/property/property')}
        >
          {t('assets.open')}
        </button>
      </div>
      <div className={styles.body}>{content}</div>
    </section>
  );
}
