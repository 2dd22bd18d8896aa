// Wire types of the challenge module (`@h5/api/contract/challenge`), shared with the front end. Types only.
import type { MoneyString } from '../../contract/index.ts';
import type { LocalizedTexts } from '../fund/fund.contract.ts';

/** Where a challenge's window stands by the platform's clock. */
export type ChallengePhase = 'upcoming' | 'running' | 'ended';

/**
 * A member's entry: `applied` (targets not all reached yet, or the result not in yet), `met` (every
 * target reached; the reward is paid once the challenge has ended), `unmet` (ended without reaching
 * them) or `rewarded` (paid).
 */
export type ChallengeEntryStatus = 'applied' | 'met' | 'unmet' | 'rewarded';

/** What an entrant must reach inside the window; null: not a target of this challenge. */
export type ChallengeTargets = {
  /** Invested from the balance into funds, equity and stakes. */
  invested: MoneyString | null;
  /** Members invited directly who registered in the window. */
  referrals: number | null;
};

/** How far an entrant has got (at the end, what they were judged on). */
export type ChallengeProgress = { invested: MoneyString; referrals: number };

export type ChallengeEntryView = {
  appliedAt: string;
  status: ChallengeEntryStatus;
  progress: ChallengeProgress;
};

/** A challenge as a member sees it, in the `Lang`, with the caller's level and entry. */
export type ChallengeView = {
  id: number;
  title: string;
  description: string;
  /** ISO instants. */
  startsAt: string;
  endsAt: string;
  phase: ChallengePhase;
  /** The results are in (and the rewards paid). */
  settled: boolean;
  /** The VIP level needed to apply. */
  minVipLevel: number;
  targets: ChallengeTargets;
  reward: MoneyString;
  /** The caller's VIP level now, and whether it lets them apply. */
  vipLevel: number;
  eligible: boolean;
  entry: ChallengeEntryView | null;
};

/** GET /api/Challenge/list: running challenges, then upcoming, then the latest ended. */
export type ChallengeList = { now: string; list: ChallengeView[] };

/** A challenge as operators see it (finance). */
export type AdminChallenge = {
  id: number;
  title: LocalizedTexts;
  description: LocalizedTexts;
  startsAt: string;
  endsAt: string;
  phase: ChallengePhase;
  state: 'published' | 'settled';
  settledAt: string | null;
  minVipLevel: number;
  /** "0.00": no target. */
  minInvested: MoneyString;
  /** 0: no target. */
  minReferrals: number;
  reward: MoneyString;
  entrants: number;
  /** Entrants judged met (settled), or meeting every target so far (not settled yet). */
  met: number;
  /** Rewards paid (settled), or what meeting entrants would be paid (not settled yet). */
  rewards: MoneyString;
  /** Ended and not settled: the settlement waits (promotions cannot pay it, see the log). */
  waiting: boolean;
};

/** GET /api/Admin/challenges. */
export type AdminChallengeList = { list: AdminChallenge[]; promotions: MoneyString };

/** One entrant of GET /api/Admin/challenges/results. */
export type AdminChallengeEntrant = {
  memberId: number;
  mailbox: string;
  appliedAt: string;
  progress: ChallengeProgress;
  /** Every target reached (judged, once settled). */
  met: boolean;
  /** Judged at settlement; null before. */
  outcome: 'met' | 'unmet' | null;
  /** The reward paid, when it was. */
  paid: MoneyString | null;
};

/** GET /api/Admin/challenges/results?id&page&rows. */
export type AdminChallengeResults = {
  challenge: AdminChallenge;
  list: AdminChallengeEntrant[];
  total: number;
};
