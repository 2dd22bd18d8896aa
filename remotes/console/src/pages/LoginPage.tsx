import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '@h5/design-system';
import { Banner } from '@h5/design-system/Banner';
import { Field } from '@h5/design-system/Field';
import { PasswordField } from '@h5/design-system/PasswordField';
import type { OperatorSessionAnswer } from '@h5/api/contract/operator';
import { consoleApi } from '../api/consoleApi.ts';
import { useConsoleTranslation } from '../i18n/consoleTranslations.ts';
import { endOperatorSession, startOperatorSession } from '../session/operatorSession.ts';
import styles from './LoginPage.module.css';

/** Where to go after signing in: the console address the operator came from, or the dashboard. */
function destination(from: string | null): string {
  return from && from.startsWith('/console') && !from.startsWith('/console/login') ? from : '/console';
}

/**
 * `#/console/login`: an operator's username and password (ADR 0011; never a member's account). Wrong
 * passwords lock like members' do; the server's message says so.
 */
export function LoginPage() {
  const { t } = useConsoleTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});
  const [busy, setBusy] = useState(false);
  // Sign-in starts signed out: after "Sign out", an ended session, or an operator changing hands.
  useEffect(endOperatorSession, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...(username.trim() ? {} : { username: t('login.usernameRequired') }),
      ...(password ? {} : { password: t('login.passwordRequired') }),
    };
    setErrors(found);
    if (Object.keys(found).length || busy) return;
    setBusy(true);
    try {
      const answer = await consoleApi.post<OperatorSessionAnswer>('/Admin/login', {
        username: username.trim().toLowerCase(),
        password,
      });
      startOperatorSession(answer);
      navigate(destination(params.get('from')), { replace: true });
    } catch {
      // The client showed the server's message (wrong password, locked, disabled).
      setPassword('');
    } finally {
      setBusy(false);
    }
  };

  const notice = params.get('ended')
    ? t('login.ended')
    : params.get('signedOut')
      ? t('login.signedOut')
      : null;

  return (
    <main className={styles.page}>
      <form className={styles.card} onSubmit={(event) => void submit(event)} noValidate>
        <p className={styles.product}>{t('product')}</p>
        <h1 className={styles.title}>{t('login.title')}</h1>
        <p className={styles.hint}>{t('login.hint')}</p>
        {notice && (
          <Banner role="status" data-testid="console-login-notice">
            {notice}
          </Banner>
        )}
        <Field
          label={t('login.username')}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={username}
          error={errors.username}
          onChange={(event) => {
            setUsername(event.target.value);
            setErrors((previous) => ({ ...previous, username: undefined }));
          }}
        />
        <PasswordField
          label={t('login.password')}
          name="password"
          autoComplete="current-password"
          value={password}
          error={errors.password}
          onChange={(event) => {
            setPassword(event.target.value);
            setErrors((previous) => ({ ...previous, password: undefined }));
          }}
        />
        <Button type="submit" block loading={busy}>
          {t('login.submit')}
        </Button>
      </form>
    </main>
  );
}
