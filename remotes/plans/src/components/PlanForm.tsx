import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, toast } from '@h5/design-system';
import { Card } from '@h5/design-system/Card';
import { Field, Fieldset } from '@h5/design-system/Field';
import { PhoneField, type PhonePrefix } from '@h5/design-system/PhoneField';
import { Uploader } from '@h5/design-system/Uploader';
import { navigation } from '@h5/platform';
import { failureDescription } from '@h5/platform/helpers';
import type { Country } from '@h5/api/contract/location';
import type { PlanKind, PlanRules } from '@h5/api/contract/plans';
import { submitPlan, uploadPoster } from '../api/plans.ts';
import { forgetVideoUpload } from '../hooks/videoUploads.ts';
import { clearDraft, readDraft, sessionDrafts, writeDraft } from '../utils/draftStore.ts';
import { todayInIndia } from '../utils/indiaDate.ts';
import {
  draftProblems,
  fieldOfRefusal,
  HOST_MAX,
  submitInput,
  THEME_MAX,
  type PlanDraft,
  type PlanField,
} from '../utils/planDraft.ts';
import { countLimits, countOf } from '../utils/planKinds.ts';
import { CountStepper } from './CountStepper.tsx';
import { LocationField } from './LocationField.tsx';
import { PlanDateField } from './PlanDateField.tsx';
import { TermsField } from './TermsField.tsx';
import { VideoField } from './VideoField.tsx';
import styles from './plans.module.css';

type Props = { kind: PlanKind; rules: PlanRules; countries: readonly Country[] };

type Errors = Partial<Record<PlanField, string>>;

/**
 * One form for the three kinds of plan. What is typed is kept in the tab's draft (sessionStorage) as
 * it changes, so choosing a place on its own page, or a reload to resume the video, loses nothing.
 * Problems are shown at their fields, the server's refusals too (`data.field`); a plan sent opens
 * its record.
 */
export function PlanForm({ kind, rules, countries }: Props) {
  const { t } = useTranslation('plans');
  const [storage] = useState(sessionDrafts);
  const [draft, setDraft] = useState<PlanDraft>(() => readDraft(storage, kind));
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  // The server's day, not the phone's clock (which may be wrong); the phone's only from an API
  // older than this page.
  const today = rules.today || todayInIndia();
  const limits = countLimits(kind, rules);

  useEffect(() => {
    writeDraft(storage, kind, draft);
  }, [storage, kind, draft]);

  const set = <K extends keyof PlanDraft>(key: K, value: PlanDraft[K], field?: PlanField) => {
    setDraft((before) => ({ ...before, [key]: value }));
    if (field) setErrors((before) => (before[field] ? { ...before, [field]: undefined } : before));
  };

  const prefixes = useMemo<PhonePrefix[]>(
    () =>
      countries
        .filter((country) => country.callingCode)
        .map((country) => ({
          value: country.code,
          code: country.callingCode.startsWith('+') ? country.callingCode : `+${country.callingCode}`,
          label: country.name,
        })),
    [countries],
  );
  const callingCode = prefixes.find((prefix) => prefix.value === draft.phoneCountry)?.code ?? '';

  const showErrors = (next: Errors) => {
    setErrors(next);
    // The first field in trouble is brought into view.
    const first = Object.keys(next)[0];
    requestAnimationFrame(() =>
      form.current
        ?.querySelector(`[data-field="${first}"]`)
        ?.scrollIntoView({ block: 'center', behavior: 'smooth' }),
    );
  };

  const send = async () => {
    const problems = draftProblems(kind, draft, rules, today);
    if (problems.length > 0) {
      showErrors(
        Object.fromEntries(problems.map((problem) => [problem.field, t(problem.key, problem.values ?? {})])),
      );
      return;
    }
    setSending(true);
    try {
      const record = await submitPlan(submitInput(kind, draft, callingCode));
      clearDraft(storage, kind);
      forgetVideoUpload(kind);
      toast.success(t('form.sent'));
      navigation.redirect(`pages/index/recorddetail?id=${record.id}`);
    } catch (error) {
      setSending(false);
      const field = fieldOfRefusal((error as { data?: { field?: unknown } }).data?.field);
      const message =
        failureDescription(error) ?? (error instanceof Error ? error.message : t('form.failed'));
      if (field) showErrors({ [field]: message });
      else toast.error(message);
    }
  };

  const count = countOf(kind);
  const field = (name: PlanField) => ({ 'data-field': name });
  return (
    <form
      ref={form}
      className={styles.form}
      data-testid="plan-form"
      data-kind={kind}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!sending) void send();
      }}
    >
      <Card as="section" title={t('form.aboutTitle')} titleId="plan-about">
        <Fieldset disabled={sending} className={styles.fields}>
          <div {...field('theme')}>
            <Field
              label={t('form.theme')}
              value={draft.theme}
              maxLength={THEME_MAX}
              placeholder={t(`form.themePlaceholder.${kind}`)}
              onChange={(event) => set('theme', event.target.value, 'theme')}
              error={errors.theme}
              data-testid="plan-theme"
            />
          </div>
          <div {...field(errors.city && !errors.country ? 'city' : 'country')}>
            <LocationField
              country={draft.country}
              city={draft.city}
              error={errors.country ?? errors.city}
              onOpen={() => navigation.navigate(`pages/system/choose-location?for=${kind}`)}
            />
          </div>
          <div {...field('host')}>
            <Field
              label={t('form.host')}
              value={draft.host}
              maxLength={HOST_MAX}
              autoComplete="name"
              placeholder={t('form.hostPlaceholder')}
              onChange={(event) => set('host', event.target.value, 'host')}
              error={errors.host}
              data-testid="plan-host"
            />
          </div>
          <div {...field('count')}>
            <CountStepper
              label={t(`form.${count}`)}
              value={draft.count}
              min={limits.min}
              max={limits.max}
              onChange={(value) => set('count', value, 'count')}
              error={errors.count}
              data-testid="plan-count"
            />
          </div>
          <div {...field('date')} data-testid="plan-date">
            <PlanDateField
              label={t('form.date')}
              value={draft.date}
              max={today}
              today={today}
              placeholder={t('form.datePlaceholder')}
              onChange={(value) => set('date', value, 'date')}
              error={errors.date}
            />
          </div>
        </Fieldset>
      </Card>
      <Card as="section" title={t('form.mediaTitle')} titleId="plan-media">
        <p className={styles.cardNote}>{t('form.mediaNote')}</p>
        <div {...field('poster')} className={styles.poster} data-testid="plan-poster">
          <Uploader
            label={t('form.poster')}
            accept="image/*"
            maxBytes={rules.posterMaxBytes}
            value={draft.poster || undefined}
            upload={uploadPoster}
            onChange={(path) => set('poster', path, 'poster')}
          />
          {errors.poster && <p className={styles.fieldError}>{errors.poster}</p>}
        </div>
        <div {...field('video')}>
          <VideoField
            kind={kind}
            rules={rules}
            video={draft.video}
            onChange={(video) => set('video', video, 'video')}
            error={errors.video}
          />
        </div>
      </Card>
      <Card as="section" title={t('form.contactTitle')} titleId="plan-contact">
        <div {...field('phone')}>
          <PhoneField
            label={t('form.phone')}
            prefixes={prefixes}
            prefix={draft.phoneCountry}
            onPrefixChange={(value) => set('phoneCountry', value, 'phone')}
            number={draft.phoneNumber}
            onNumberChange={(value) => set('phoneNumber', value, 'phone')}
            placeholder={t('form.phonePlaceholder')}
            error={errors.phone}
            disabled={sending}
            data-testid="plan-phone"
          />
        </div>
        <div {...field('agreed')}>
          <TermsField
            checked={draft.agreed}
            onChange={(checked) => set('agreed', checked, 'agreed')}
            error={errors.agreed}
          />
        </div>
      </Card>
      <div className={styles.submitBar}>
        <Button type="submit" block size="lg" loading={sending} data-testid="plan-submit">
          {t('form.submit')}
        </Button>
      </div>
    </form>
  );
}
