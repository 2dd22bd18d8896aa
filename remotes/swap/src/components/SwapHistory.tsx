import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Empty } from '@h5/design-system';
import { Card } from '@h5/design-system/Card';
import { PagedList } from '@h5/design-system/PagedList';
import { Tabs } from '@h5/design-system/Tabs';
import { useLang, useSession } from '@h5/platform';
import { pagedListProps, usePagedList } from '@h5/platform/paging';
import type { LiquidityMove, SwapHistoryKind, SwapRecord } from '@h5/api/contract/swap';
import { fetchLiquidityHistory, fetchSwapHistory } from '../api/swap.ts';
import { formatAsset, formatShares } from '../utils/formatAsset.ts';
import { formatTime } from '../utils/formatTime.ts';
import styles from './swap.module.css';

/** Rows a page (spec §9). */
const PAGE_SIZE = 20;
const byId = (item: { id: number }) => item.id;

/** The member's own swaps and liquidity moves, newest first, a tab each, 20 a page. */
export function SwapHistory() {
  const { t } = useTranslation('swap');
  const [kind, setKind] = useState<SwapHistoryKind>('swap');
  return (
    <Card as="section" title={t('detail.history')} titleId="swap-history">
      <Tabs
        label={t('detail.historyTabs')}
        items={[
          { key: 'swap', label: t('detail.swaps') },
          { key: 'liquidity', label: t('detail.liquidity') },
        ]}
        activeKey={kind}
        onChange={(key) => setKind(key === 'liquidity' ? 'liquidity' : 'swap')}
      />
      <div className={styles.list}>{kind === 'swap' ? <Swaps /> : <Moves />}</div>
    </Card>
  );
}

function useListKey() {
  const lang = useLang();
  const { token } = useSession();
  return `${lang}:${token ?? ''}`;
}

function Swaps() {
  const { t } = useTranslation('swap');
  const list = usePagedList(fetchSwapHistory, { key: useListKey(), rows: PAGE_SIZE, getKey: byId });
  return (
    <PagedList
      {...pagedListProps(list)}
      getKey={byId}
      empty={<Empty title={t('detail.swapsEmpty')} />}
      renderItem={(item: SwapRecord) => (
        <div className={styles.row} data-testid="swap-row">
          <span className={styles.rowMain}>
            {t('detail.swapLine', {
              pay: formatAsset(item.from, item.amountIn),
              receive: formatAsset(item.to, item.amountOut),
            })}
          </span>
          <span className={styles.meta}>
            {t('detail.swapMeta', {
              price: formatAsset('INR', item.price),
              fee: formatAsset(item.from, item.fee),
              time: formatTime(item.createdAt),
            })}
          </span>
        </div>
      )}
    />
  );
}

function Moves() {
  const { t } = useTranslation('swap');
  const list = usePagedList(fetchLiquidityHistory, { key: useListKey(), rows: PAGE_SIZE, getKey: byId });
  return (
    <PagedList
      {...pagedListProps(list)}
      getKey={byId}
      empty={<Empty title={t('detail.liquidityEmpty')} />}
      renderItem={(item: LiquidityMove) => (
        <div className={styles.row} data-testid="liquidity-row">
          <span className={styles.rowMain}>
            {t(item.kind === 'add' ? 'detail.addLine' : 'detail.removeLine', {
              inr: formatAsset('INR', item.inr),
              usdt: formatAsset('USDT', item.usdt),
            })}
          </span>
          <span className={styles.meta}>
            {t('detail.moveMeta', { shares: formatShares(item.shares), time: formatTime(item.createdAt) })}
          </span>
        </div>
      )}
    />
  );
}
