import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { navigation, refreshUserInfo, useSession, type PageProps } from '@h5/platform';
import { refusalOf, SECURITY_REMEDY_PAGE } from '@h5/platform/helpers';
import { Button, NavBar, toast } from '@h5/design-system';
import { Field } from '@h5/design-system/Field';
import { PasscodeInput } from '@h5/design-system/PasscodeInput';
import { Tabs } from '@h5/design-system/Tabs';
import { Card } from '@h5/design-system/Card';
import { Note } from '@h5/design-system/Note';
import { Page } from '@h5/design-system/Page';
import { addAddress } from '../../api/addresses.ts';
import { CHAINS, type Chain } from '../../api/walletTypes.ts';
import { LoginPromptCard } from '../../components/LoginPromptCard.tsx';
import { returnPageOf } from '../../utils/addAddressFrom.ts';
import { isAddressFormatValid } from '../../utils/addressFormat.ts';
import styles from '../wallet.module.css';

const LABEL_MAX = 30;

type Errors = { address?: string; code?: string };

/**
 * Adds a withdrawal address (`pages/user/addaddress`): chain, address (format checked per chain),
 * label and the current authenticator code; without a bound authenticator, leads to the safety page.
 * Once saved, back to where the member came from: the previous page of this visit, else the page
 * named by `from` (a link into the middle of the app), else the address list.
 */
export function AddAddressPage({ params }: PageProps) {
  const { t } = useTranslation('property');
  const { token, userInfo } = useSession();
  return (
    <Page>
      <NavBar title={t('addAddress.title')} onBack={() => navigation.back()} />
      <main>
        {!token ? (
          <LoginPromptCard />
        ) : userInfo && !userInfo.security.authenticator ? (
          <Card as="section" data-testid="authenticator-needed">
            <p>{t('addAddress.needAuthenticator')}</p>
            <Button block onClick={() => navigation.navigate(SECURITY_REMEDY_PAGE.authenticator_unbound)}>
              {t('addAddress.toSafety')}
            </Button>
          </Card>
        ) : (
          <AddAddressForm returnTo={returnPageOf(params.from)} />
        )}
      </main>
    </Page>
  );
}

function AddAddressForm({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation('property');
  const [chain, setChain] = useState<Chain>('TRC20');
  const [address, setAddress] = useState('');
  const [label, setLabel] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const next: Errors = {};
    const trimmed = address.trim();
    if (!trimmed) next.address = t('addAddress.errors.addressRequired');
    else if (!isAddressFormatValid(chain, trimmed))
      next.address = t('addAddress.errors.addressFormat', { chain });
    if (code.length !== 6) next.code = t('addAddress.errors.code');
    setErrors(next);
    if (next.address || next.code) return;
    setSending(true);
    try {
      await addAddress(chain, trimmed, label.trim(), code);
    } catch (error) {
      setCode('');
      // The profile said an authenticator was bound: read it again, and the page offers to bind one.
      if (refusalOf(error)?.code === 'authenticator_unbound')
        refreshUserInfo({ silent: true }).catch(() => undefined);
      return;
    } finally {
      setSending(false);
    }
    toast.success(t('addAddress.added'));
    navigation.back(1, returnTo);
  };

  return (
    <>
      <Card>
        <Tabs
          items={CHAINS.map((key) => ({ key, label: key }))}
          activeKey={chain}
          onChange={(key) => {
            setChain(CHAINS.find((item) => item === key) ?? 'TRC20');
            setErrors({});
          }}
        />
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          <Field
            label={t('addAddress.address')}
            name="address"
            autoComplete="off"
            spellCheck={false}
            placeholder={t(chain === 'TRC20' ? 'addAddress.placeholderTron' : 'addAddress.placeholderEvm')}
            value={address}
            onChange={(event) => {
              setAddress(event.target.value);
              setErrors((current) => ({ ...current, address: undefined }));
            }}
            error={errors.address}
          />
          <Field
            label={t('addAddress.label')}
            name="label"
            autoComplete="off"
            maxLength={LABEL_MAX}
            placeholder={t('addAddress.labelPlaceholder')}
            value={label}
            onChange={(event) => setLabel(event.target.value)}
          />
          <PasscodeInput
            label={t('addAddress.code')}
            value={code}
            masked={false}
            onChange={(value) => {
              setCode(value);
              setErrors((current) => ({ ...current, code: undefined }));
            }}
            error={errors.code}
          />
          <Button type="submit" block loading={sending}>
            {t('addAddress.submit')}
          </Button>
        </form>
      </Card>
      <Note>{t('addAddress.note')}</Note>
    </>
  );
}
