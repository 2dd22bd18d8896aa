import { useTranslation } from 'react-i18next';
import { navigation, type PageProps } from '@h5/platform';
import { NavBar } from '@h5/design-system';
import { Card } from '@h5/design-system/Card';
import { Page } from '@h5/design-system/Page';
import { FeeStatement } from '../../components/FeeStatement.tsx';
import { FUND_FEES } from '../../utils/fundFees.ts';
import styles from '../page.module.css';

const SECTIONS = ['product', 'purchase', 'income', 'pending', 'maturity', 'trial'] as const;

/** The fund rules (`pages/product/rules`): how a fund works, the fee statement and the 24 h rule. */
export function RulesPage(_props: PageProps) {
  const { t } = useTranslation('investments');
  return (
    <Page>
      <NavBar title={t('rules.title')} onBack={() => navigation.back(1, 'pages/product/product')} />
      <main>
        <FeeStatement fees={FUND_FEES} />
        {SECTIONS.map((section) => (
          <Card key={section} as="section" title={t(`rules.${section}Title`)} titleId={`rules-${section}`}>
            <p className={styles.text}>{t(`rules.${section}`)}</p>
          </Card>
        ))}
      </main>
    </Page>
  );
}
