import { useState } from 'react';
import { Button, toast } from '@h5/design-system';
import { formatInr } from '@h5/design-system/Amount';
import { Card } from '@h5/design-system/Card';
import { ProgressBar } from '@h5/design-system/ProgressBar';
import { Tag, type TagTone } from '@h5/design-system/Tag';
import { serverDecided } from '@h5/platform/helpers';
import type { ChallengeView } from '@h5/api/contract/challenge';
import { applyToChallenge } from '../api/challenge.ts';
import { usePagesTranslation } from '../pages/i18n/pagesTranslations.ts';
import { progressPercent } from '../utils/progressPercent.ts';
import { toLocale } from '../utils/toLocale.ts';
import styles from './ChallengeCard.module.css';

/** The tag of a challenge: the member's standing once they applied, else where the window is. */
function tagOf(challenge: ChallengeView): { tone: TagTone; key: string } {
  const status = challenge.entry?.status;
  if (status === 'rewarded') return { tone: 'success', key: 'challenge.status.rewarded' };
  if (status === 'met') return { tone: 'success', key: 'challenge.status.met' };
  if (status === 'unmet') return { tone: 'neutral', key: 'challenge.status.unmet' };
  if (status === 'applied')
    return challenge.phase === 'ended'
      ? { tone: 'warning', key: 'challenge.status.judging' }
      : { tone: 'primary', key: 'challenge.status.applied' };
  return {
    tone: challenge.phase === 'running' ? 'primary' : 'neutral',
    key: `challenge.phase.${challenge.phase}`,
  };
}

/** What an ended challenge came to for the member, in a sentence. */
function resultKey(challenge: ChallengeView): string {
  const status = challenge.entry?.status;
  if (!status) return 'challenge.result.absent';
  if (status === 'rewarded') return 'challenge.result.rewarded';
  if (status === 'unmet') return 'challenge.result.unmet';
  return status === 'met' ? 'challenge.result.metWaiting' : 'challenge.result.judging';
}

/**
 * One challenge: its window in the member's language (India time), who may apply, the targets and
 * the reward; "apply" while it runs (the refusal shown under it), then the member's progress
 * towards each target, and the result once it has ended.
 */
export function ChallengeCard({
  challenge,
  onChange,
}: {
  challenge: ChallengeView;
  onChange: (changed: ChallengeView) => void;
}) {
  const { t, i18n } = usePagesTranslation();
  const [applying, setApplying] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const headingId = `challenge-${challenge.id}`;
  const window = new Intl.DateTimeFormat(toLocale(i18n.language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  }).formatRange(new Date(challenge.startsAt), new Date(challenge.endsAt));
  const tag = tagOf(challenge);
  const { targets, entry } = challenge;

  const apply = async () => {
    setApplying(true);
    setRefusal(undefined);
    try {
      const joined = await applyToChallenge(challenge.id);
      toast.success(t('challenge.joined'));
      onChange(joined);
    } catch (error) {
      setRefusal(serverDecided(error) ? (error as Error).message : t('challenge.lost'));
    } finally {
      setApplying(false);
    }
  };

  return (
    <Card raised as="article" aria-labelledby={headingId} className={styles.card} data-testid="challenge">
      <div className={styles.head}>
        <div>
          <h3 id={headingId} className={styles.title}>
            {challenge.title}
          </h3>
          <p className={styles.window}>{t('challenge.window', { range: window })}</p>
        </div>
        <Tag tone={tag.tone}>{t(tag.key)}</Tag>
      </div>
      <p className={styles.text}>{challenge.description}</p>

      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{t('challenge.requirement')}</dt>
          <dd>
            {challenge.minVipLevel > 0
              ? t('challenge.levelAndAbove', { level: challenge.minVipLevel })
              : t('challenge.everyone')}
          </dd>
        </div>
        {challenge.minVipLevel > 0 && !entry && challenge.phase !== 'ended' && (
          <div className={styles.fact}>
            <dt>{t('challenge.yourLevel')}</dt>
            <dd>{t('challenge.level', { level: challenge.vipLevel })}</dd>
          </div>
        )}
        {targets.invested !== null && (
          <div className={styles.fact}>
            <dt>{t('challenge.targetInvested')}</dt>
            <dd>{formatInr(targets.invested)}</dd>
          </div>
        )}
        {targets.referrals !== null && (
          <div className={styles.fact}>
            <dt>{t('challenge.targetReferrals')}</dt>
            <dd>{t('challenge.friends', { count: targets.referrals })}</dd>
          </div>
        )}
        <div className={styles.fact}>
          <dt>{t('challenge.reward')}</dt>
          <dd className={styles.reward}>{formatInr(challenge.reward)}</dd>
        </div>
      </dl>

      {entry && (
        <div className={styles.progress} data-testid="challenge-progress">
          {targets.invested !== null && (
            <ProgressBar
              label={t('challenge.investedLabel')}
              percent={progressPercent(entry.progress.invested, targets.invested)}
              valueText={t('challenge.ofTarget', {
                done: formatInr(entry.progress.invested),
                target: formatInr(targets.invested),
              })}
              tone={
                progressPercent(entry.progress.invested, targets.invested) === '100.00'
                  ? 'success'
                  : 'primary'
              }
            />
          )}
          {targets.referrals !== null && (
            <ProgressBar
              label={t('challenge.referralsLabel')}
              percent={progressPercent(entry.progress.referrals, targets.referrals)}
              valueText={t('challenge.ofTarget', {
                done: String(entry.progress.referrals),
                target: String(targets.referrals),
              })}
              tone={entry.progress.referrals >= targets.referrals ? 'success' : 'primary'}
            />
          )}
          {challenge.phase !== 'ended' && (
            <p className={styles.text}>
              {entry.status === 'met' ? t('challenge.metSoFar') : t('challenge.keepGoing')}
            </p>
          )}
        </div>
      )}

      {challenge.phase === 'ended' && (
        <p className={styles.result} data-testid="challenge-result">
          {t(resultKey(challenge), { amount: formatInr(challenge.reward) })}
        </p>
      )}
      {challenge.phase === 'upcoming' && <p className={styles.text}>{t('challenge.opensLater')}</p>}
      {challenge.phase === 'running' && !entry && (
        <>
          <Button block loading={applying} onClick={() => void apply()}>
            {t('challenge.apply')}
          </Button>
          {refusal && (
            <p role="alert" className={styles.refusal} data-testid="challenge-refusal">
              {refusal}
            </p>
          )}
        </>
      )}
    </Card>
  );
}
