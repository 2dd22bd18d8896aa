import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigation, type PageProps } from '@h5/platform';
import { Skeleton } from '@h5/design-system';
import { Card } from '@h5/design-system/Card';
import { Note } from '@h5/design-system/Note';
import type { SwapAnswer } from '@h5/api/contract/swap';
import { BalancesCard } from '../../components/BalancesCard.tsx';
import { MarketGate } from '../../components/MarketGate.tsx';
import { SwapForm } from '../../components/SwapForm.tsx';
import { SwapFrame } from '../../components/SwapFrame.tsx';

// What a swap gave is drawn only after one: its code comes once the member confirms.
const loadResult = () => import('../../components/SwapResult.tsx');
const SwapResult = lazy(() => loadResult().then((module) => ({ default: module.SwapResult })));

/**
 * Swap (`pages/swap/swap`): rupees for USDT or back at the pool's price, with the live quote, the
 * price impact, the slippage tolerance and the payment password; then the result and both new
 * balances.
 */
export function SwapPage(_props: PageProps) {
  const { t } = useTranslation('swap');
  const [done, setDone] = useState<SwapAnswer | null>(null);
  return (
    <SwapFrame title={t('swap.title')} area="swap">
      <MarketGate>
        {({ pool, summary }, reload) =>
          done ? (
            <Suspense
              fallback={
                <Card>
                  <Skeleton title rows={4} />
                </Card>
              }
            >
              <SwapResult
                answer={done}
                onAgain={() => {
                  setDone(null);
                  reload();
                }}
                onHistory={() => navigation.redirect('pages/swap/detail')}
              />
            </Suspense>
          ) : (
            <>
              <BalancesCard summary={summary} />
              <SwapForm
                pool={pool}
                summary={summary}
                onConfirming={() => void loadResult().catch(() => undefined)}
                onSwapped={(answer) => {
                  setDone(answer);
                  reload();
                }}
              />
              <Note>{t('swap.note')}</Note>
            </>
          )
        }
      </MarketGate>
    </SwapFrame>
  );
}
