import { useTranslation } from 'react-i18next';
import { navigation, useSession, type PageProps } from '@h5/platform';
import { Empty, NavBar } from '@h5/design-system';
import { PagedList } from '@h5/design-system/PagedList';
import { Page } from '@h5/design-system/Page';
import type { FundSummary } from '@h5/api/contract/fund';
import { FundCard } from '../../components/FundCard.tsx';
import { useFundList } from '../../hooks/useFundList.ts';
import styles from '../page.module.css';
import listStyles from './ProductPage.module.css';
import { pagedListProps } from '@h5/platform/paging';

const getKey = (fund: FundSummary) => fund.id;

/** The funds tab (`pages/product/product`): every fund with its rate, cycle, minimum, sold share and status. */
export function ProductPage(_props: PageProps) {
  const { t } = useTranslation('investments');
  const { token } = useSession();
  const funds = useFundList();
  return (
    <Page>
      <NavBar title={t('product.title')} />
      <main>
        <nav className={styles.links} aria-label={t('product.title')}>
          {token && (
            <button
              type="button"
              className={styles.link}
              onClick={() => navigation.navigate('pages/product/purchase')}
            >
              {t('product.records')}
            </button>
          )}
          <button
            type="button"
            className={styles.link}
            onClick={() => navigation.navigate('pages/product/rules')}
          >
            {t('product.rules')}
          </button>
        </nav>
        <div className={listStyles.list}>
          <PagedList
            {...pagedListProps(funds)}
            getKey={getKey}
            renderItem={(fund) => <FundCard fund={fund} />}
            empty={<Empty title={t('product.empty')} />}
          />
        </div>
      </main>
    </Page>
  );
}
