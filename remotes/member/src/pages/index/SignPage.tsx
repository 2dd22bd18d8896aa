import { useRef, useState } from 'react';
import { navigation, useSession, type PageProps } from '@h5/platform';
import { Button, NavBar, toast } from '@h5/design-system';
import { formatInr } from '@h5/design-system/Amount';
import { Card } from '@h5/design-system/Card';
import { CheckInCalendar } from '@h5/design-system/CheckInCalendar';
import { Page } from '@h5/design-system/Page';
import { PasswordSheet } from '@h5/design-system/PasswordSheet';
import { ConfirmationKey, serverDecided, useAsyncData } from '@h5/platform/helpers';
import { Pending } from '@h5/platform/pending';
import type { CheckInAnswer, CheckInState } from '@h5/api/contract/checkin';
import { checkInToday, fetchCheckInState, makeUpDay } from '../../api/checkIn.ts';
import { LoginPromptCard } from '../../components/LoginPromptCard.tsx';
import styles from './SignPage.module.css';
import { usePagesTranslation } from '../i18n/pagesTranslations.ts';

/** Daily check-in (`pages/index/sign`): the current 30-day run, today's check-in and make-ups. */
export function SignPage(_props: PageProps) {
  const { t } = usePagesTranslation();
  const { token } = useSession();
  return (
    <Page>
      <NavBar title={t('sign.title')} onBack={() => navigation.back()} />
      <main>{token ? <CheckInRun /> : <LoginPromptCard />}</main>
    </Page>
  );
}

function CheckInRun() {
  const { t, i18n } = usePagesTranslation();
  const loaded = useAsyncData(`checkin:${i18n.language}`, fetchCheckInState);
  const [answered, setAnswered] = useState<CheckInState | null>(null);
  const [signing, setSigning] = useState(false);
  const [makeUp, setMakeUp] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const keys = useRef(new ConfirmationKey());

  const state = answered ?? loaded.data;
  if (!state) {
    return <Pending load={loaded} card="raised" title rows={6} />;
  }

  const done = (answer: CheckInAnswer, message: string) => {
    setAnswered(answer.state);
    toast.success(
      answer.rewarded ? t('sign.rewarded', { amount: formatInr(answer.state.rewardAmount) }) : message,
    );
  };

  const sign = async () => {
    setSigning(true);
    try {
      done(await checkInToday(), t('sign.done'));
    } catch {
      // The API toasted why (already checked in today); the page shows the day as it is now.
      loaded.reload();
      setAnswered(null);
    } finally {
      setSigning(false);
    }
  };

  const confirmMakeUp = async (password: string) => {
    if (!makeUp) return;
    setSending(true);
    setRefusal(undefined);
    try {
      const answer = await keys.current.send(
        `${makeUp}:${password}`,
        (key) => makeUpDay(makeUp, password, key),
        serverDecided,
      );
      setMakeUp(null);
      done(answer, t('sign.madeUp', { day: dayLabel(makeUp) }));
    } catch (error) {
      setRefusal(serverDecided(error) ? (error as Error).message : t('sign.lost'));
    } finally {
      setSending(false);
    }
  };

  const dayLabel = (day: string) =>
    new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
      new Date(`${day}T00:00:00Z`),
    );

  const start = state.runStart ?? state.today;
  const count = state.checked.length;
  const fee = Number(state.makeUpFee) > 0 ? formatInr(state.makeUpFee) : t('sign.free');

  return (
    <>
      <Card raised as="section" aria-labelledby="sign-streak" className={styles.summary}>
        <p id="sign-streak" className={styles.streak} data-testid="sign-count">
          {t('sign.count', { checked: count, total: state.runDays })}
        </p>
        <p className={styles.text} data-testid="sign-reward">
          {state.rewarded
            ? t('sign.rewardEarned', { amount: formatInr(state.rewardAmount) })
            : t('sign.rewardRule', { amount: formatInr(state.rewardAmount), days: state.runDays })}
        </p>
        {state.rewarded ? (
          <Button block variant="secondary" onClick={() => navigation.navigate('pages/product/product')}>
            {t('sign.useQuota')}
          </Button>
        ) : null}
        <Button block disabled={state.checkedToday} loading={signing} onClick={() => void sign()}>
          {state.checkedToday ? t('sign.checkedToday') : t('sign.checkIn')}
        </Button>
      </Card>

      <Card raised as="section" aria-labelledby="sign-calendar" className={styles.section}>
        <h2 id="sign-calendar" className={styles.heading}>
          {t('sign.calendar')}
        </h2>
        <CheckInCalendar
          layout="run"
          length={state.runDays}
          start={start}
          end={undefined}
          today={state.today}
          checked={state.checked.map((entry) => entry.day)}
          makeUp={state.makeUp}
          onDayPress={(day, kind) => {
            if (kind === 'today') void sign();
            else {
              setRefusal(undefined);
              setMakeUp(day);
            }
          }}
        />
        <p className={styles.text}>{t('sign.rules', { fee })}</p>
      </Card>

      <PasswordSheet
        open={makeUp !== null}
        onOpenChange={(open) => !open && setMakeUp(null)}
        title={t('sign.makeUpTitle')}
        confirmText={t('sign.makeUp')}
        sending={sending}
        error={refusal}
        onConfirm={(password) => void confirmMakeUp(password)}
      >
        <p className={styles.sheetText} data-testid="makeup-says">
          {makeUp ? t('sign.makeUpSays', { day: dayLabel(makeUp), fee }) : null}
        </p>
      </PasswordSheet>
    </>
  );
}

export { pagesTranslations } from '../i18n/pagesTranslations.ts';
