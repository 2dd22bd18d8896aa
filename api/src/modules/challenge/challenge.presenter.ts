import type { Lang } from '../../platform/i18n.ts';
import { formatAmount } from '../ledger/money.ts';
import type {
  AdminChallenge,
  AdminChallengeEntrant,
  ChallengeEntryStatus,
  ChallengeView,
} from './challenge.contract.ts';
import {
  meetsTargets,
  phaseOf,
  type ChallengeRecord,
  type EntryRecord,
  type Progress,
} from './challenge.service.ts';

const inr = (value: bigint) => formatAmount(value, 'INR');

/** What the member's entry has come to. */
function statusOf(challenge: ChallengeRecord, entry: EntryRecord, progress: Progress): ChallengeEntryStatus {
  if (entry.outcome === 'met') return entry.rewardEntryId === null ? 'met' : 'rewarded';
  if (entry.outcome === 'unmet') return 'unmet';
  return meetsTargets(challenge, progress) ? 'met' : 'applied';
}

/** A challenge as the member sees it, in `lang`. */
export function presentChallenge(
  item: { challenge: ChallengeRecord; entry: EntryRecord | null; progress: Progress | null },
  member: { now: Date; vipLevel: number },
  lang: Lang,
): ChallengeView {
  const { challenge, entry, progress } = item;
  return {
    id: challenge.id,
    title: challenge.title[lang],
    description: challenge.description[lang],
    startsAt: challenge.startsAt.toISOString(),
    endsAt: challenge.endsAt.toISOString(),
    phase: phaseOf(challenge, member.now),
    settled: challenge.state === 'settled',
    minVipLevel: challenge.minVipLevel,
    targets: {
      invested: challenge.minInvested > 0n ? inr(challenge.minInvested) : null,
      referrals: challenge.minReferrals > 0 ? challenge.minReferrals : null,
    },
    reward: inr(challenge.reward),
    vipLevel: member.vipLevel,
    eligible: member.vipLevel >= challenge.minVipLevel,
    entry:
      entry && progress
        ? {
            appliedAt: entry.appliedAt.toISOString(),
            status: statusOf(challenge, entry, progress),
            progress: { invested: inr(progress.invested), referrals: progress.referrals },
          }
        : null,
  };
}

/** A challenge as operators see it, with its figures. */
export function presentAdminChallenge(
  item: { challenge: ChallengeRecord; entrants: number; met: number; rewards: bigint },
  now: Date,
): AdminChallenge {
  const { challenge } = item;
  const phase = phaseOf(challenge, now);
  return {
    id: challenge.id,
    title: challenge.title,
    description: challenge.description,
    startsAt: challenge.startsAt.toISOString(),
    endsAt: challenge.endsAt.toISOString(),
    phase,
    state: challenge.state,
    settledAt: challenge.settledAt?.toISOString() ?? null,
    minVipLevel: challenge.minVipLevel,
    minInvested: inr(challenge.minInvested),
    minReferrals: challenge.minReferrals,
    reward: inr(challenge.reward),
    entrants: item.entrants,
    met: item.met,
    rewards: inr(item.rewards),
    waiting: phase === 'ended' && challenge.state === 'published',
  };
}

/** One entrant of a challenge's results. */
export function presentEntrant(
  challenge: ChallengeRecord,
  entry: EntryRecord & { mailbox: string; progress: Progress; met: boolean },
): AdminChallengeEntrant {
  return {
    memberId: entry.memberId,
    mailbox: entry.mailbox,
    appliedAt: entry.appliedAt.toISOString(),
    progress: { invested: inr(entry.progress.invested), referrals: entry.progress.referrals },
    met: entry.met,
    outcome: entry.outcome,
    paid: entry.rewardEntryId === null ? null : inr(challenge.reward),
  };
}
