import { useTranslation } from 'react-i18next';
import { navigation, useLang, useSession, type PageProps } from '@h5/platform';
import { Button, Empty, NavBar } from '@h5/design-system';
import { Page } from '@h5/design-system/Page';
import { PagedList } from '@h5/design-system/PagedList';
import { useAsyncData } from '@h5/platform/helpers';
import { pagedListProps } from '@h5/platform/paging';
import { Pending } from '@h5/platform/pending';
import type { StakingPlan } from '@h5/api/contract/staking';
import { fetchPlans } from '../../api/staking.ts';
import { LoginPromptCard } from '../../components/LoginPromptCard.tsx';
import { PlanCard } from '../../components/PlanCard.tsx';
import { StakeForm } from '../../components/StakeForm.tsx';
import { usePlans } from '../../hooks/useStaking.ts';
import { useWalletSummary } from '../../hooks/useWalletSummary.ts';
import { idOf } from './PurchasePage.tsx';
import styles from './products.module.css';

const getKey = (plan: StakingPlan) => plan.id;

/** Staking (`pages/property/staking`): the plans; with `?id=` one plan and the stake form. */
export function StakingPage({ params }: PageProps) {
  const { t } = useTranslation('property');
  const id = idOf(params);
  return (
    <Page>
      <NavBar
        title={id === null ? t('staking.title') : t('staking.stakeTitle')}
        onBack={() => navigation.back(1, id === null ? 'pages/property/property' : 'pages/property/staking')}
      />
      <main>{id === null ? <Plans /> : <Plan id={id} />}</main>
    </Page>
  );
}

function Plans() {
  const { t } = useTranslation('property');
  const plans = usePlans();
  return (
    <div className={styles.cards}>
      <PagedList
        {...pagedListProps(plans)}
        getKey={getKey}
        renderItem={(plan) => (
          <PlanCard
            plan={plan}
            action={
              <Button
                block
                variant={plan.status === 'open' ? 'primary' : 'secondary'}
                disabled={plan.status !== 'open'}
                onClick={() => navigation.navigate(`pages/property/staking?id=${plan.id}`)}
              >
                {plan.status === 'open' ? t('staking.stakeNow') : t('staking.closed')}
              </Button>
            }
          />
        )}
        empty={<Empty title={t('staking.empty')} />}
      />
    </div>
  );
}

/** The plans API has no single-plan call: the plan is found among the plans (open ones come first). */
const PLAN_SEARCH_ROWS = 100;

function Plan({ id }: { id: number }) {
  const { t } = useTranslation('property');
  const lang = useLang();
  const { token } = useSession();
  const plans = useAsyncData(`${lang}:plans`, () => fetchPlans(1, PLAN_SEARCH_ROWS));
  const summary = useWalletSummary();
  const answer = plans.data ?? plans.latest;
  if (!answer) {
    return <Pending load={plans} title rows={5} />;
  }
  const plan = answer.list.find((item) => item.id === id);
  if (!plan) return <Empty title={t('staking.notFound')} />;
  return (
    <>
      <div className={styles.cards}>
        <PlanCard plan={plan} />
      </div>
      {!token ? (
        <LoginPromptCard />
      ) : summary.data ? (
        <StakeForm plan={plan} summary={summary.data} />
      ) : (
        <Pending load={summary} rows={4} />
      )}
    </>
  );
}
