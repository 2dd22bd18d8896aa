import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { translate, type Lang } from '../../platform/i18n.ts';
import type { LocationService } from '../location/location.service.ts';
import type { AdminPlan, PlanKind, PlanRecord, PlanRefusalReason, PlanState } from './plans.contract.ts';
import type { PlanView } from './plans.service.ts';

/** The reviewer's reason as the member reads it: the template in `lang`, then the reviewer's note. */
export function reasonText(
  lang: Lang,
  reason: PlanRefusalReason | null,
  note: string | null | undefined,
): string | null {
  const template = reason ? translate(lang, `plans.reasons.${reason}`) : null;
  if (template && note) return `${template}: ${note}`;
  return template ?? note ?? null;
}

export function presentPlan({ plan, video }: PlanView, lang: Lang, locations: LocationService): PlanRecord {
  return {
    id: plan.id,
    kind: plan.kind as PlanKind,
    state: plan.state as PlanState,
    theme: plan.theme,
    country: {
      code: plan.countryCode,
      name: locations.country(lang, plan.countryCode)?.name ?? plan.countryCode,
    },
    city: { id: plan.cityId, name: plan.cityName },
    host: plan.host,
    tables: plan.tables ?? null,
    people: plan.people ?? null,
    date: plan.date,
    poster: plan.poster,
    video: {
      url: video?.publicName ? `/videos/${video.publicName}` : '',
      mime: video?.mime ?? '',
      size: video?.size ?? 0,
    },
    phone: parsePhoneNumberFromString(plan.phone)?.formatInternational() ?? plan.phone,
    reason: reasonText(lang, (plan.refusalReason as PlanRefusalReason | null) ?? null, plan.refusalNote),
    submittedAt: plan.createdAt.toISOString(),
    reviewedAt: plan.reviewedAt ? plan.reviewedAt.toISOString() : null,
  };
}

export function presentAdminPlan(
  view: PlanView,
  member: AdminPlan['member'],
  lang: Lang,
  locations: LocationService,
): AdminPlan {
  const { plan } = view;
  return {
    ...presentPlan(view, lang, locations),
    member,
    reviewedBy: plan.reviewedBy ?? null,
    refusal: plan.refusalReason
      ? { reason: plan.refusalReason as PlanRefusalReason, note: plan.refusalNote ?? '' }
      : null,
  };
}
