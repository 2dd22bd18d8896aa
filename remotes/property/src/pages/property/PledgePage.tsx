import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigation, type PageProps } from '@h5/platform';
import { Button, Empty } from '@h5/design-system';
import { CountTabs } from '@h5/design-system/CountTabs';
import { PagedList } from '@h5/design-system/PagedList';
import { pagedListProps } from '@h5/platform/paging';
import type { Stake, StakeState } from '@h5/api/contract/staking';
import { MemberPage } from '../../components/MemberPage.tsx';
import { StakeCard } from '../../components/StakeCard.tsx';
import { useStakes } from '../../hooks/useStaking.ts';
import { STAKE_STATES } from '../../utils/productStates.ts';
import styles from './products.module.css';

const getKey = (stake: Stake) => stake.id;
const stateOf = (value: string | undefined): StakeState =>
  STAKE_STATES.find((state) => state === value) ?? 'in_progress';

/** Buy-in records (`pages/property/pledge?state=`): the member's stakes by state, with counts, 20 a page. */
export function PledgePage({ params }: PageProps) {
  const { t } = useTranslation('property');
  const [state, setState] = useState<StakeState>(stateOf(params.state));
  const [version, setVersion] = useState(0);
  return (
    <MemberPage title={t('pledge.title')} onBack={() => navigation.back(1, 'pages/property/property')}>
      <Records
        state={state}
        onState={setState}
        version={version}
        onChanged={() => setVersion((v) => v + 1)}
      />
    </MemberPage>
  );
}

type RecordsProps = {
  state: StakeState;
  onState: (state: StakeState) => void;
  version: number;
  onChanged: () => void;
};

function Records({ state, onState, version, onChanged }: RecordsProps) {
  const { t } = useTranslation('property');
  const stakes = useStakes(state, version);
  const tabs = useMemo(
    () => STAKE_STATES.map((key) => ({ key, label: t(`pledge.states.${key}`), count: stakes.counts?.[key] })),
    [t, stakes.counts],
  );
  return (
    <>
      <div className={styles.tabs} role="region" aria-label={t('pledge.tabs')}>
        <CountTabs
          items={tabs}
          activeKey={state}
          onChange={(key) => onState(stateOf(key))}
          label={t('pledge.tabs')}
        />
      </div>
      <div className={styles.cards}>
        <PagedList
          {...pagedListProps(stakes)}
          getKey={getKey}
          renderItem={(stake) => (
            <StakeCard key={`${stake.id}:${version}`} stake={stake} onChanged={onChanged} />
          )}
          empty={
            <Empty
              title={t('pledge.empty')}
              action={
                <Button onClick={() => navigation.navigate('pages/property/staking')}>
                  {t('pledge.browse')}
                </Button>
              }
            />
          }
        />
      </div>
    </>
  );
}
