import { useLang } from '@h5/platform';
import { useAsyncData } from '@h5/platform/helpers';
import type { Country } from '@h5/api/contract/location';
import type { PlanRules } from '@h5/api/contract/plans';
import { fetchCountries } from '../api/location.ts';
import { fetchRules } from '../api/plans.ts';

export type PlanSetup = { rules: PlanRules; countries: Country[] };

/** What the form needs before it shows: the server's limits and the countries (for phone prefixes). */
export function usePlanSetup() {
  const lang = useLang();
  return useAsyncData<PlanSetup>(`plan-setup:${lang}`, async () => {
    const [rules, countries] = await Promise.all([fetchRules(), fetchCountries()]);
    return { rules, countries };
  });
}
