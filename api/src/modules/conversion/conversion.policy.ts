import { definePolicy, isMember, notFoundAs } from '../../platform/policy.ts';
import type { Conversion } from './conversion.entity.ts';

/** A conversion quote is the member's who asked for it: only they may confirm it. */
export const quotePolicy = definePolicy<Pick<Conversion, 'memberId'>>()({
  resource: 'quote',
  owned: true,
  refuse: notFoundAs('conversion.quoteNotFound'),
  rules: {
    confirm: (actor, quote) => isMember(actor, quote.memberId),
  },
});
