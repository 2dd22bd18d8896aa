import { useTranslation } from 'react-i18next';
import { useLang, type PageProps } from '@h5/platform';
import { Empty } from '@h5/design-system';
import { formatInr, formatUsdt } from '@h5/design-system/Amount';
import { PagedList } from '@h5/design-system/PagedList';
import { fetchConversions } from '../../api/conversions.ts';
import type { Asset, Conversion } from '../../api/walletTypes.ts';
import { MemberPage } from '../../components/MemberPage.tsx';
import { formatEntryTime } from '../../utils/formatEntryTime.ts';
import styles from '../wallet.module.css';
import { pagedListProps, usePagedList } from '@h5/platform/paging';

const getKey = (item: Conversion) => item.id;
const money = (asset: Asset, value: string) =>
  asset === 'INR' ? formatInr(value) : `${formatUsdt(value)} USDT`;

/** Conversion records (`pages/property/conversionlist`), 20 a page. */
export function ConversionListPage(_props: PageProps) {
  const { t } = useTranslation('property');
  return (
    <MemberPage title={t('conversion.records')}>
      <ConversionList />
    </MemberPage>
  );
}

function ConversionList() {
  const { t } = useTranslation('property');
  const lang = useLang();
  const list = usePagedList(fetchConversions, { key: lang, rows: 20, getKey });
  return (
    <div className={styles.list}>
      <PagedList
        {...pagedListProps(list)}
        getKey={getKey}
        empty={<Empty title={t('conversion.empty')} />}
        renderItem={(item) => (
          <div className={styles.row} data-testid="conversion-row">
            <div className={styles.rowMain}>
              <strong>
                {t('conversion.line', {
                  pay: money(item.from, item.amount),
                  receive: money(item.to, item.receive),
                })}
              </strong>
            </div>
            <span className={styles.meta}>
              {t('conversion.lineMeta', {
                rate: formatInr(item.rate),
                fee: money(item.to, item.fee),
                time: formatEntryTime(item.createdAt),
              })}
            </span>
          </div>
        )}
      />
    </div>
  );
}
