import { useTranslation } from 'react-i18next';
import { Button, ErrorState, Skeleton, toast } from '@h5/design-system';
import { SHELL_NS } from '../../i18n/registerShellTranslations.ts';
import type { AuthenticatorSetup } from '../api/accountCalls.ts';
import styles from './AuthenticatorSecret.module.css';

type Props = { setup: AuthenticatorSetup | null; failed: boolean; onRetry: () => void };

async function copy(text: string): Promise<void> {
  await navigator.clipboard.writeText(text);
}

/** A new authenticator secret: its QR code to scan and the key as text, with a copy button. */
export function AuthenticatorSecret({ setup, failed, onRetry }: Props) {
  const { t } = useTranslation(SHELL_NS);
  if (failed) return <ErrorState onRetry={onRetry} />;
  if (!setup) return <Skeleton rows={4} />;
  return (
    <section className={styles.box} aria-label={t('account.authenticator.setup')}>
      <p className={styles.hint}>{t('account.authenticator.scanHint')}</p>
      <img className={styles.qr} src={setup.qrDataUrl} alt={t('account.authenticator.qrAlt')} />
      <div className={styles.secretRow}>
        <div className={styles.secret}>
          <span className={styles.secretLabel}>{t('account.authenticator.secret')}</span>
          <code data-testid="authenticator-secret">{setup.secret}</code>
        </div>
        <Button
          size="sm"
          variant="secondary"
          onClick={() =>
            copy(setup.secret).then(
              () => toast.success(t('account.authenticator.copied')),
              () => toast.show(t('account.authenticator.copyFailed'), { icon: 'none' }),
            )
          }
        >
          {t('account.authenticator.copy')}
        </Button>
      </div>
    </section>
  );
}
