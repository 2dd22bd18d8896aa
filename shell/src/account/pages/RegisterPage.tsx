import { useState } from 'react';
import { toast } from '@h5/design-system';
import { Checkbox } from '@h5/design-system/Checkbox';
import { Field } from '@h5/design-system/Field';
import { navigation, type PageProps } from '@h5/platform';
import { useAccountTranslation } from '../i18n/accountTranslations.ts';
import { accountCalls } from '../api/accountCalls.ts';
import { AccountForm } from '../components/AccountForm.tsx';
import { AccountPage } from '../components/AccountPage.tsx';
import { MailCodeField } from '../components/MailCodeField.tsx';
import { NewPasswordFields } from '../components/NewPasswordFields.tsx';
import { TextLink } from '../components/TextLink.tsx';
import { useFieldErrors } from '../hooks/useFieldErrors.ts';
import { useSubmit } from '../hooks/useSubmit.ts';
import { accountRules } from '../utils/accountRules.ts';
import { startSession } from '../utils/startSession.ts';

type FieldName = 'mailbox' | 'code' | 'password' | 'password2' | 'agree';

/** `pages/user/register`: mailbox, its code, password twice, invite code (from `invite`, or the scene `inviter_<code>`), terms. */
export function RegisterPage({ params }: PageProps) {
  const { t } = useAccountTranslation();
  const [form, setForm] = useState({
    mailbox: '',
    code: '',
    password: '',
    password2: '',
    inviteCode: params.invite ?? params.inviter ?? params.inviteCode ?? '',
  });
  const [agreed, setAgreed] = useState(false);
  const { check, clear, errorOf } = useFieldErrors<FieldName>();
  const [busy, run] = useSubmit();

  const edit = (field: keyof typeof form, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    if (field !== 'inviteCode') clear(field);
  };

  const sendCode = () =>
    check({ mailbox: accountRules.mailbox(form.mailbox) })
      ? accountCalls.sendMailCode('register', form.mailbox.trim())
      : Promise.reject(new Error('mailbox'));

  const submit = () => {
    if (
      !check({
        mailbox: accountRules.mailbox(form.mailbox),
        code: accountRules.mailCode(form.code),
        password: accountRules.loginPassword(form.password),
        password2: accountRules.repeat(form.password, form.password2),
        agree: agreed ? null : 'agreeRequired',
      })
    )
      return;
    run(async () => {
      const inviteCode = form.inviteCode.trim();
      const grant = await accountCalls.register({
        mailbox: form.mailbox.trim(),
        code: form.code,
        password: form.password,
        password2: form.password2,
        ...(inviteCode ? { inviteCode } : {}),
      });
      await startSession(grant);
      toast.success(t('account.register.done'));
      navigation.switchTab('pages/user/user');
    });
  };

  return (
    <AccountPage
      title={t('pages.register')}
      heading={t('account.register.heading')}
      hint={t('account.register.hint')}
    >
      <AccountForm
        submitLabel={t('account.register.submit')}
        busy={busy}
        onSubmit={submit}
        footer={
          <TextLink to="pages/user/login" replace>
            {t('account.register.toLogin')}
          </TextLink>
        }
      >
        <Field
          label={t('account.fields.mailbox')}
          name="mailbox"
          type="email"
          autoComplete="email"
          placeholder={t('account.fields.mailboxPlaceholder')}
          value={form.mailbox}
          error={errorOf('mailbox')}
          onChange={(event) => edit('mailbox', event.target.value)}
        />
        <MailCodeField
          mailbox={form.mailbox}
          value={form.code}
          error={errorOf('code')}
          onChange={(value) => edit('code', value)}
          onSend={sendCode}
        />
        <NewPasswordFields
          password={form.password}
          password2={form.password2}
          errors={{ password: errorOf('password'), password2: errorOf('password2') }}
          onChange={edit}
        />
        <Field
          label={t('account.fields.invite')}
          name="inviteCode"
          autoComplete="off"
          placeholder={t('account.fields.invitePlaceholder')}
          value={form.inviteCode}
          onChange={(event) => edit('inviteCode', event.target.value)}
        />
        <Checkbox
          checked={agreed}
          error={errorOf('agree')}
          onChange={(checked) => {
            setAgreed(checked);
            clear('agree');
          }}
        >
          {t('account.register.agree')}
        </Checkbox>
      </AccountForm>
    </AccountPage>
  );
}

// Loaded with the page (accountPages.ts), so its texts are preloaded with it.
export { accountTranslations } from '../i18n/accountTranslations.ts';
