import { useState } from 'react';
import { Button } from '@h5/design-system';
import { Drawer } from '@h5/design-system/Drawer';
import { FactList } from '@h5/design-system/FactList';
import { SelectField } from '@h5/design-system/SelectField';
import { useLang } from '@h5/platform';
import type { AdminPlan, PlanRefusalReason, ReviewPlanInput } from '@h5/api/contract/plans';
import { operatorAction } from '../api/operatorAction.ts';
import { useDateTime } from '../hooks/useDateTime.ts';
import { useConsoleTranslation } from '../i18n/consoleTranslations.ts';
import { useRoleIn } from '../session/useOperatorRole.ts';
import { formatBytes, formatPlanDate } from '../utils/planDate.ts';
import { CommunityPlanStateTag } from './CommunityPlanStateTag.tsx';
import { confirmWithReason } from './ConfirmWithReason.ts';
import detail from './DetailDrawer.module.css';
import styles from './CommunityPlanReview.module.css';

/** The reasons a reviewer refuses with, in the order the list offers them. */
export const REFUSAL_REASONS: readonly PlanRefusalReason[] = [
  'date_mismatch',
  'video_unclear',
  'poster_unsuitable',
  'details_wrong',
  'other',
];

/**
 * One community plan under review: its date large above the poster and the video side by side, so
 * the reviewer can hear whether the video says that date; the plan's other details and its member;
 * approve, or refuse with one of the reasons and a note the member reads. Each decision is
 * confirmed, sent once (`Idempotency-Key`) and audited.
 */
export function CommunityPlanReview({
  plan,
  onClose,
  onDecided,
}: {
  plan: AdminPlan;
  onClose: () => void;
  onDecided: () => void;
}) {
  const { t } = useConsoleTranslation();
  const lang = useLang();
  const dateTime = useDateTime();
  const roleIn = useRoleIn();
  const [reason, setReason] = useState<PlanRefusalReason | ''>('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const mayReview = plan.state === 'review' && roleIn(['reviewer']);
  const day = formatPlanDate(lang, plan.date);
  const facts = { id: String(plan.id), theme: plan.theme, date: day };

  const decide = async (decision: ReviewPlanInput['decision']) => {
    if (decision === 'refuse' && !reason) {
      setReasonMissing(true);
      document.getElementById(`plan-refusal-${plan.id}`)?.focus();
      return;
    }
    const note = await confirmWithReason({
      title: t(`plans.${decision}.title`, facts),
      message:
        decision === 'refuse' && reason
          ? t('plans.refuse.message', { ...facts, reason: t(`plans.reasons.${reason}`) })
          : t('plans.approve.message', facts),
      confirmLabel: t(`plans.${decision}.confirm`),
      danger: decision === 'refuse',
      ...(decision === 'refuse'
        ? { reasonLabel: t('plans.refuse.note'), reasonHint: t('plans.refuse.noteHint') }
        : {}),
    });
    if (note === null) return;
    setBusy(true);
    const body: ReviewPlanInput =
      decision === 'refuse' && reason
        ? { id: plan.id, decision, reason, note }
        : { id: plan.id, decision: 'approve', note };
    const done = await operatorAction('/Admin/plans/review', body, {
      done: t(`plans.${decision}.done`, facts),
      idempotent: true,
    });
    setBusy(false);
    if (done) onDecided();
  };

  const footer = mayReview ? (
    <div className={detail.actions}>
      <Button disabled={busy} onClick={() => void decide('approve')}>
        {t('plans.approve.button')}
      </Button>
      <Button variant="danger" disabled={busy} onClick={() => void decide('refuse')}>
        {t('plans.refuse.button')}
      </Button>
    </div>
  ) : undefined;

  const headcount =
    plan.kind === 'party'
      ? { label: t('plans.fields.tables'), value: plan.tables }
      : { label: t('plans.fields.people'), value: plan.people };

  return (
    <Drawer
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('plans.detail', { id: plan.id, kind: t(`plans.kind.${plan.kind}`) })}
      description={t('plans.detailOf', { member: plan.member.nickname, id: plan.member.id })}
      footer={footer}
      className={styles.review}
    >
      <div className={detail.body}>
        <div className={styles.date} data-testid="console-plan-date">
          <span className={styles.dateLabel}>{t('plans.fields.date')}</span>
          <time className={styles.dateValue} dateTime={plan.date}>
            {day}
          </time>
          <span className={styles.dateHint}>{t('plans.dateHint', { iso: plan.date })}</span>
        </div>
        <div className={styles.media}>
          <figure className={styles.figure}>
            <a href={plan.poster} target="_blank" rel="noreferrer" className={styles.posterLink}>
              <img
                className={styles.poster}
                src={plan.poster}
                alt={t('plans.posterOf', { theme: plan.theme })}
                data-testid="console-plan-poster"
              />
            </a>
            <figcaption className={styles.caption}>{t('plans.fields.poster')}</figcaption>
          </figure>
          <figure className={styles.figure}>
            <video
              className={styles.video}
              src={plan.video.url}
              controls
              preload="metadata"
              playsInline
              aria-label={t('plans.videoOf', { theme: plan.theme })}
              data-testid="console-plan-video"
            />
            <figcaption className={styles.caption}>
              {t('plans.videoCaption', {
                mime: plan.video.mime,
                size: formatBytes(lang, plan.video.size),
              })}
            </figcaption>
          </figure>
        </div>
        <FactList
          facts={[
            { label: t('plans.columns.state'), value: <CommunityPlanStateTag state={plan.state} /> },
            { label: t('plans.fields.kind'), value: t(`plans.kind.${plan.kind}`) },
            { label: t('plans.fields.theme'), value: plan.theme },
            { label: t('plans.fields.country'), value: `${plan.country.name} (${plan.country.code})` },
            { label: t('plans.fields.city'), value: plan.city.name },
            { label: t('plans.fields.host'), value: plan.host },
            { label: headcount.label, value: headcount.value },
            { label: t('plans.fields.phone'), value: plan.phone },
            {
              label: t('plans.columns.member'),
              value: [`${plan.member.nickname} · #${plan.member.id}`, plan.member.mailbox]
                .filter(Boolean)
                .join(' · '),
            },
            { label: t('plans.columns.submittedAt'), value: dateTime(plan.submittedAt) },
            ...(plan.reviewedAt
              ? [
                  { label: t('plans.reviewedAt'), value: dateTime(plan.reviewedAt) },
                  { label: t('plans.reviewedBy'), value: plan.reviewedBy },
                ]
              : []),
            ...(plan.refusal
              ? [
                  { label: t('plans.refusal'), value: t(`plans.reasons.${plan.refusal.reason}`) },
                  { label: t('plans.refuse.note'), value: plan.refusal.note },
                ]
              : []),
          ]}
        />
        {mayReview && (
          <SelectField
            id={`plan-refusal-${plan.id}`}
            className={styles.refusal}
            label={t('plans.refuse.reason')}
            hint={t('plans.refuse.reasonHint')}
            value={reason}
            onChange={(value) => {
              setReason(value as PlanRefusalReason | '');
              setReasonMissing(false);
            }}
            error={reasonMissing ? t('plans.refuse.reasonMissing') : undefined}
            options={[
              { value: '', label: t('plans.refuse.choose') },
              ...REFUSAL_REASONS.map((value) => ({ value, label: t(`plans.reasons.${value}`) })),
            ]}
          />
        )}
      </div>
    </Drawer>
  );
}
