import { useTranslation } from 'react-i18next';
import { Note } from '@h5/design-system/Note';
import { navigation, type PageProps } from '@h5/platform';
import { Pending } from '@h5/platform/pending';
import type { PlanKind } from '@h5/api/contract/plans';
import { PlanForm } from '../../components/PlanForm.tsx';
import { PlansFrame } from '../../components/PlansFrame.tsx';
import { usePlanSetup } from '../../hooks/usePlanSetup.ts';
import styles from '../../components/plans.module.css';

/** The form of one kind of plan, once the server's limits and the countries are there. */
function PlanFormPage({ kind }: { kind: PlanKind }) {
  const { t } = useTranslation('plans');
  return (
    <PlansFrame
      title={t(`kinds.${kind}`)}
      right={
        <button
          type="button"
          className={styles.navLink}
          onClick={() => navigation.navigate('pages/index/record')}
          data-testid="plan-records-link"
        >
          {t('records.short')}
        </button>
      }
    >
      <FormLoader kind={kind} />
    </PlansFrame>
  );
}

function FormLoader({ kind }: { kind: PlanKind }) {
  const { t } = useTranslation('plans');
  const setup = usePlanSetup();
  const data = setup.data ?? setup.latest;
  if (!data) {
    return <Pending load={setup} failureTitle={t('form.loadFailed')} title rows={6} />;
  }
  return (
    <>
      <Note>{t(`intro.${kind}`)}</Note>
      <PlanForm kind={kind} rules={data.rules} countries={data.countries} />
    </>
  );
}

/** A dinner (`pages/index/partyplan`): tables within the server's limits (1–30). */
export function PartyPlanPage(_props: PageProps) {
  return <PlanFormPage kind="party" />;
}

/** Team-building (`pages/index/teamplan`): people within the server's limits (15–30). */
export function TeamPlanPage(_props: PageProps) {
  return <PlanFormPage kind="team" />;
}

/** A salon (`pages/index/salonplan`): people within the server's limits. */
export function SalonPlanPage(_props: PageProps) {
  return <PlanFormPage kind="salon" />;
}
