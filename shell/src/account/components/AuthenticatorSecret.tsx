import { Button, ErrorState, Skeleton, showAlert, toast } from '@h5/design-system';
import { useAccountTranslation } from '../i18n/accountTranslations.ts';
import type { AuthenticatorSetup } from '../api/accountCalls.ts';
import styles from './AuthenticatorSecret.module.css';

type Props = {
  setup: AuthenticatorSetup | null;
  failed: boolean;
  onRetry: () => void;
  /** Replaces the key (the one shown stops working); resolves true once the new one is shown. */
  onRenew: () => Promise<boolean>;
  renewing: boolean;
};

async function copy(text: string): Promise<void> {
  await navigator.clipboard.writeText(text);
}

/**
 * The authenticator key to scan, as a QR code and as text with a copy button; the same key on every
 * visit until it is bound. "Make a new key" replaces it, after a confirmation: the app that scanned
 * the old one would show codes that no longer work.
 */
export function AuthenticatorSecret({ setup, failed, onRetry, onRenew, renewing }: Props) {
  const { t } = useAccountTranslation();
  if (failed) return <ErrorState onRetry={onRetry} />;
  if (!setup) return <Skeleton rows={4} />;

  const renew = async () => {
    const confirmed = await showAlert({
      title: t('account.authenticator.renewTitle'),
      message: t('account.authenticator.renewMessage'),
      confirmText: t('account.authenticator.renewConfirm'),
      cancelText: t('account.authenticator.renewKeep'),
      destructive: true,
    });
    if (confirmed && (await onRenew())) toast.success(t('account.authenticator.renewed'));
  };

  return (
    <section className={styles.box} aria-labelledby="authenticator-setup">
      <h2 id="authenticator-setup" className={styles.heading}>
        {t('account.authenticator.setup')}
      </h2>
      <p className={styles.hint}>{t('account.authenticator.scanHint')}</p>
      <img className={styles.qr} src={setup.qrDataUrl} alt={t('account.authenticator.qrAlt')} />
      <div className={styles.secretRow}>
        <div className={styles.secret}>
          <span className={styles.secretLabel}>{t('account.authenticator.secret')}</span>
          <code data-testid="authenticator-secret">{setup.secret}</code>
        </div>
        <Button
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
      <div className={styles.renew}>
        <p className={styles.renewHint}>{t('account.authenticator.keptHint')}</p>
        <Button variant="ghost" loading={renewing} onClick={() => void renew()}>
          {t('account.authenticator.renew')}
        </Button>
      </div>
    </section>
  );
}
