import { defineModule } from '../../platform/module.ts';
import { ChallengeEntrySchema, ChallengeSchema } from './challenge.entity.ts';

/** Promotion challenges: apply in the window at a VIP level, meet the targets, rewarded once at the end (ADR 0029). */
export const challengeModule = defineModule({
  name: 'challenge',
  entities: [ChallengeSchema, ChallengeEntrySchema],
});
