import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigation, useSession, type PageProps } from '@h5/platform';
import { Pending } from '@h5/platform/pending';
import { NavBar } from '@h5/design-system';
import { Page, SectionTitle } from '@h5/design-system/Page';
import { LoginPromptCard } from '../../components/LoginPromptCard.tsx';
import { WithdrawalForm } from '../../components/WithdrawalForm.tsx';
import { WithdrawalList } from '../../components/WithdrawalList.tsx';
import { useWithdrawalForm } from '../../hooks/useWithdrawalForm.ts';

/**
 * Withdrawal (`pages/property/withdrawal`): USDT to a saved address with the payment password and the
 * authenticator code, within the operator's limits; refused during the 8 h lock; the member's
 * withdrawals and their state below.
 */
export function WithdrawalPage(_props: PageProps) {
  const { t } = useTranslation('property');
  const { token } = useSession();
  return (
    <Page>
      <NavBar title={t('withdrawal.title')} onBack={() => navigation.back()} />
      <main>{token ? <Withdrawals /> : <LoginPromptCard />}</main>
    </Page>
  );
}

/**
 * The form and the records. Both change what the form shows: a request takes the amount and fee
 * from the USDT held and counts towards today's limit, a cancellation gives both back; after either,
 * the settings and the summary are read again.
 */
function Withdrawals() {
  const { t } = useTranslation('property');
  const form = useWithdrawalForm();
  const [listVersion, setListVersion] = useState(0);
  const view = form.data ?? form.latest;
  return (
    <>
      {view ? (
        <WithdrawalForm
          view={view}
          onRequested={() => {
            form.reload();
            setListVersion((n) => n + 1);
          }}
          onRefused={form.reload}
        />
      ) : (
        <Pending load={form} title rows={5} />
      )}
      <SectionTitle>{t('withdrawal.records')}</SectionTitle>
      <WithdrawalList version={listVersion} onCancelled={form.reload} />
    </>
  );
}
