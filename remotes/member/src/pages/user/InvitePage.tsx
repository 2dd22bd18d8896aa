import { navigation, useSession, type PageProps } from '@h5/platform';
import { Button, NavBar, toast } from '@h5/design-system';
import { Card } from '@h5/design-system/Card';
import { Page } from '@h5/design-system/Page';
import { useAsyncData } from '@h5/platform/helpers';
import { Pending } from '@h5/platform/pending';
import { fetchTeamSummary } from '../../api/team.ts';
import { useInviteLink } from '../../hooks/useInviteLink.ts';
import { LoginPromptCard } from '../../components/LoginPromptCard.tsx';
import styles from './team.module.css';
import { usePagesTranslation } from '../i18n/pagesTranslations.ts';

/** Invite friends (`pages/user/invite`): the member's code, link and QR code, to copy or share. */
export function InvitePage(_props: PageProps) {
  const { t } = usePagesTranslation();
  const { token } = useSession();
  return (
    <Page>
      <NavBar title={t('invite.title')} onBack={() => navigation.back()} />
      <main>{token ? <Invitation /> : <LoginPromptCard />}</main>
    </Page>
  );
}

function Invitation() {
  const { t } = usePagesTranslation();
  const summary = useAsyncData('team-summary', fetchTeamSummary);
  const view = summary.data;
  const link = useInviteLink(view?.invitePath);

  const copy = async (text: string, done: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(done);
    } catch {
      toast.error(t('invite.copyFailed'));
    }
  };

  if (!view || !link.url) {
    return <Pending load={summary} card="raised" title rows={6} />;
  }

  const inviteUrl = link.url;
  const share = async () => {
    const text = t('invite.shareText', { code: view.inviteCode });
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: t('invite.title'), text, url: inviteUrl });
        return;
      } catch (error) {
        // The member closed the share sheet: nothing to do.
        if ((error as Error).name === 'AbortError') return;
      }
    }
    await copy(`${text} ${inviteUrl}`, t('invite.linkCopied'));
  };

  return (
    <>
      <Card raised as="section" aria-labelledby="invite-code-label" className={styles.invite}>
        <p className={styles.text}>{t('invite.intro')}</p>
        {link.qrDataUrl ? (
          <img className={styles.qr} src={link.qrDataUrl} alt={t('invite.qrAlt')} />
        ) : (
          <div className={styles.qr} aria-busy="true" />
        )}
        <p id="invite-code-label" className={styles.label}>
          {t('invite.code')}
        </p>
        <p className={styles.code} data-testid="invite-code">
          {view.inviteCode}
        </p>
        <p className={styles.link} data-testid="invite-link">
          {inviteUrl}
        </p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => void copy(view.inviteCode, t('invite.codeCopied'))}>
            {t('invite.copyCode')}
          </Button>
          <Button variant="secondary" onClick={() => void copy(inviteUrl, t('invite.linkCopied'))}>
            {t('invite.copyLink')}
          </Button>
        </div>
        <Button block onClick={() => void share()}>
          {t('invite.share')}
        </Button>
      </Card>
      <Card raised as="section" className={`${styles.section} ${styles.summary}`}>
        <p className={styles.text}>{t('invite.teamSize', { count: view.total })}</p>
        <Button block variant="secondary" onClick={() => navigation.navigate('pages/user/team')}>
          {t('invite.seeTeam')}
        </Button>
      </Card>
    </>
  );
}

export { pagesTranslations } from '../i18n/pagesTranslations.ts';
